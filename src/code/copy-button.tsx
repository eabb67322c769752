import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties } from 'react';
import { useTranslations } from '../config/docs-context';

/**
 * The copy button's face: "Copy", then "Copied" while `copied` is true. The accessible name stays
 * "Copy code" (or `label`); a polite live region announces "Copied".
 */
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
          color: 'var(--code-muted, inherit)',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {copied ? t.copied : t.copy}
      </Button>
      <span role="status" aria-live="polite" data-slot="copy-status" style={visuallyHidden as CSSProperties}>
        {copied ? t.copied : ''}
      </span>
    </>
  );
}
