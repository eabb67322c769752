import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties } from 'react';
import { useTranslations } from '../config/docs-context';
import { plainControl } from '../theme/plain-control';

/**
 * The copy button of a code block and its polite live region, as plain elements: it shows "Copy"; while copied,
 * `attachCodeBlock` (`code-block-behaviour.ts`) shows "Copied" and announces it. The accessible name stays
 * "Copy code" (or `label`). Styled by {@link copyButtonSx} on the block, so it needs no script to look right.
 */
export function CopyButton({ label }: { label?: string }) {
  const t = useTranslations();
  return (
    <>
      <button type="button" aria-label={label ?? t.copyCode} data-slot="copy-button">
        {t.copy}
      </button>
      <span role="status" aria-live="polite" data-slot="copy-status" style={visuallyHidden as CSSProperties} />
    </>
  );
}

/** The copy button's stylesheet, on its code block: a small text button with a visible keyboard focus ring. */
export const copyButtonSx: SystemStyleObject<Theme> = {
  '& [data-slot="copy-button"]': (theme: Theme) => {
    const vars = theme.vars ?? theme;
    return {
      ...theme.typography.button,
      ...plainControl(theme, 1),
      verticalAlign: 'middle',
      flexShrink: 0,
      minWidth: 0,
      padding: '2px 8px',
      borderRadius: vars.shape.borderRadius,
      fontSize: 12,
      lineHeight: 1.75,
      color: 'var(--code-muted, inherit)',
      backgroundColor: 'transparent',
      transition: 'background-color 250ms',
    };
  },
};
