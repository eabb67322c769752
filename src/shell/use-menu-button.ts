import { useState, type MouseEvent } from 'react';

/**
 * State and ARIA wiring of a button that opens a menu: spread `buttonProps` on the button and
 * `menuProps` on the MUI Menu.
 */
export function useMenuButton(id: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return {
    close,
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id,
      anchorEl: anchor,
      open: Boolean(anchor),
      onClose: close,
      slotProps: { list: { 'aria-labelledby': `${id}-button` } },
    },
  };
}
