import { styled } from '@mui/material/styles';
import { useTranslations } from '../config/docs-context';

const Anchor = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
  zIndex: theme.zIndex.tooltip + 1,
  padding: '8px 16px',
  borderRadius: 8,
  background: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** First focusable element of every page: jumps over the header and navigation to the content. */
export function SkipLink() {
  const t = useTranslations();
  return <Anchor href="#main-content">{t.skipToContent}</Anchor>;
}
