import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useTranslations } from '../config/docs-context';

/** The copy button's face: "Copy", then "Copied" while `copied` is true, announced politely. */
export function CopyButton({ copied, onCopy, label }: { copied: boolean; onCopy: () => void; label?: string }) {
  const t = useTranslations();
  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={onCopy}
        aria-label={label ?? t.copyCode}
        data-slot="copy-button"
        data-copied={copied || undefined}
        sx={{
          minWidth: 0,
          px: 1,
          py: 0.25,
          fontSize: 12,
          color: 'grey.300',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        {copied ? t.copied : t.copy}
      </Button>
      <span role="status" style={visuallyHidden as React.CSSProperties}>
        {copied ? t.copied : ''}
      </span>
    </>
  );
}
