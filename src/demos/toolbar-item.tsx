import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { RovingItemProps } from './use-roving-tabindex';

/** Props of {@link ToolbarItem}. */
export interface ToolbarItemProps {
  /** `data-slot` suffix, for styling and tests: `demo-action-<slot>`. */
  slot: string;
  /** Accessible name, also the tooltip. */
  label: string;
  /** An icon, or short text (TS / JS / a styling name). */
  content: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  /** Renders a link instead of a button. */
  href?: string;
  onClick?: () => void;
  roving: RovingItemProps;
}

/** One toolbar action: an icon button with a tooltip, or a small pressed/unpressed text button. */
export function ToolbarItem({
  slot,
  label,
  content,
  pressed,
  expanded,
  controls,
  href,
  onClick,
  roving,
}: ToolbarItemProps) {
  const common = {
    ...roving,
    onClick,
    'aria-pressed': pressed,
    'aria-expanded': expanded,
    'aria-controls': controls,
    'data-slot': `demo-action-${slot}`,
    size: 'small' as const,
  };
  if (typeof content === 'string') {
    return (
      <Button
        {...common}
        aria-label={label}
        variant={pressed ? 'contained' : 'text'}
        disableElevation
        sx={{ minWidth: 0, px: 1, py: 0.25, fontSize: 12, textTransform: 'none' }}
      >
        {content}
      </Button>
    );
  }
  return (
    <Tooltip title={label} describeChild={false}>
      {href ? (
        <IconButton {...common} aria-label={label} href={href}>
          {content}
        </IconButton>
      ) : (
        <IconButton {...common} aria-label={label}>
          {content}
        </IconButton>
      )}
    </Tooltip>
  );
}
