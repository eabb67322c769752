import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import { pageHref } from '../engine/page-tree';
import type { PageLink } from '../engine/types';
import { toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';

function NeighbourLink({ link, direction }: { link: PageLink; direction: 'prev' | 'next' }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  const label = direction === 'prev' ? t.previousPage : t.nextPage;
  return (
    <Box
      component={Link}
      to={toRouterPath(localize(pageHref(link.pathname)))}
      rel={direction}
      data-slot={`page-${direction}`}
      sx={{
        flex: '1 1 0',
        display: 'flex',
        flexDirection: 'column',
        alignItems: direction === 'prev' ? 'flex-start' : 'flex-end',
        gap: 0.25,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textDecoration: 'none',
        color: 'text.primary',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component="span"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13, color: 'text.secondary' }}
      >
        {direction === 'prev' ? (
          <ArrowBackIcon fontSize="inherit" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        ) : null}
        {label}
        {direction === 'next' ? (
          <ArrowForwardIcon fontSize="inherit" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        ) : null}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {link.title}
      </Box>
    </Box>
  );
}

/** Previous and next page in reading order. */
export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  const t = useTranslations();
  if (!prev && !next) return null;
  return (
    <Box component="nav" aria-label={t.pageNavigation} sx={{ display: 'flex', gap: 2, mt: 6 }}>
      {prev ? <NeighbourLink link={prev} direction="prev" /> : <Box sx={{ flex: '1 1 0' }} />}
      {next ? <NeighbourLink link={next} direction="next" /> : <Box sx={{ flex: '1 1 0' }} />}
    </Box>
  );
}
