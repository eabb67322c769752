import { useState, type MouseEvent } from 'react';

/**
 * State and ARIA wiring of a button that opens a menu: spread `buttonProps` on the button and `menuProps` on the MUI
 * Menu. `wanted` turns true on the first opening and stays true, so a menu loaded on demand is mounted from then on
 * (and can animate closed).
 */
export function useMenuButton(id: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const close = () => setAnchor(null);
  return {
    close,
    wanted,
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setWanted(true);
        setAnchor(event.currentTarget);
      },
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

/** What a menu loaded on demand receives from its button. */
export type MenuButtonState = ReturnType<typeof useMenuButton>;
