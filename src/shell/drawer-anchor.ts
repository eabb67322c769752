/**
 * Drawer anchors for the start and end edges of the reader's direction. MUI mirrors a horizontal anchor itself when
 * the theme is right-to-left, and the right-to-left Emotion cache (src/theme/emotion-cache.ts) mirrors the resulting
 * CSS again, so in right-to-left the anchor asked for is where the drawer lands: `right` is the start edge there.
 */
export type HorizontalAnchor = 'left' | 'right';

/** The start edge (the navigation's side): left in left-to-right, right in right-to-left. */
export function startAnchor(direction: 'ltr' | 'rtl'): HorizontalAnchor {
  return direction === 'rtl' ? 'right' : 'left';
}

/** The end edge (the header's tool buttons' side): right in left-to-right, left in right-to-left. */
export function endAnchor(direction: 'ltr' | 'rtl'): HorizontalAnchor {
  return direction === 'rtl' ? 'left' : 'right';
}
