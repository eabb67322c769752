import type { ReactNode } from 'react';
import type { RovingItemProps } from './use-roving-tabindex';

/** Props of {@link ToolbarItem}. */
export interface ToolbarItemProps {
  /** `data-slot` suffix, for styling and tests: `demo-action-<slot>`. */
  slot: string;
  /** Accessible name, also the hint shown on hover. */
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

/**
 * One toolbar action: an icon button, or a small pressed/unpressed text button. Plain elements with a native `title`
 * hint, styled by the toolbar's one stylesheet (`toolbarStyles` in demo-toolbar.tsx): a page of demos hydrates a few
 * hundred of them, which as MUI buttons with tooltips cost seconds of main-thread time on a phone.
 */
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
    title: label,
    'aria-label': label,
    'data-slot': `demo-action-${slot}`,
    'data-kind': typeof content === 'string' ? 'text' : 'icon',
  };
  if (href) {
    return (
      <a {...common} href={href}>
        {content}
      </a>
    );
  }
  return (
    <button {...common} type="button" aria-pressed={pressed} aria-expanded={expanded} aria-controls={controls}>
      {content}
    </button>
  );
}
