import { keyframes, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties } from 'react';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './ad-constants';
import { INLINE_IMAGE_SCALE } from './advert-dom';

/** The placeholder's bones breathe slowly while the advert is chosen (not at all for a reader who asks for less motion). */
const waiting = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** The font of a typography variant (as `Typography` would set it), without the rest of its style. */
function font(style: CSSProperties): Record<string, string | number> {
  const picked: Record<string, string | number> = {};
  for (const key of ['fontFamily', 'fontWeight', 'fontSize', 'lineHeight', 'letterSpacing'] as const) {
    const value = style[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

/**
 * Styles of the advert block's content, keyed by the `data-slot` attributes `advert-dom.ts` writes: applied once on
 * the prerendered aside (Emotion writes them into the page's HTML), they style the markup the framework-free
 * controller builds on static pages and on pages that hydrate React alike. Colours are the theme's CSS variables, so
 * they follow the colour scheme without a re-render. Lengths are strings with units: inside `sx`, a bare number would be
 * read in theme units (a `borderRadius` of 8 would become 8 × the theme's radius).
 */
export function adContentStyles(theme: Theme) {
  const vars = theme.vars ?? theme;
  const body1 = font(theme.typography.body1);
  const caption = font(theme.typography.caption);
  const secondary = vars.palette.text.secondary;
  return {
    '& [data-slot="ad-network"]': { height: '100%' },
    '& [data-slot="ad-network"][hidden]': { display: 'none' },
    '& a[data-slot="advert"]': {
      display: 'flex',
      gap: theme.spacing(2),
      alignItems: 'center',
      height: '100%',
      color: 'inherit',
      textDecoration: 'none',
    },
    '& a[data-slot="advert"]:hover [data-slot="advert-name"]': { textDecoration: 'underline' },
    '& [data-slot="advert-image"]': { flexShrink: 0, borderRadius: '8px', objectFit: 'cover' },
    '& [data-slot="advert-text"]': { minWidth: 0 },
    '& [data-slot="advert-name"]': { ...body1, display: 'block', fontWeight: 600, fontSize: '0.9375rem' },
    '& [data-slot="advert-description"]': {
      ...body1,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: '0.875rem',
      color: secondary,
    },
    '& [data-shape="image"] [data-slot="advert-description"]': { WebkitLineClamp: 2 },
    '& [data-slot="advert-by"]': { ...caption, display: 'block', color: secondary, marginTop: theme.spacing(0.5) },
    '& [data-slot="ad-blocked-message"]': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      height: '100%',
    },
    // The waiting state (advert-dom.ts, adPlaceholderHtml): bones in the shape of an inline advert, in the colour of
    // MUI's skeletons for the current scheme, inside the block's reserved space.
    '& [data-slot="ad-placeholder"]': { display: 'flex', gap: theme.spacing(2), alignItems: 'center', height: '100%' },
    '& [data-slot="ad-placeholder-label"]': visuallyHidden,
    '& [data-slot="ad-placeholder-image"], & [data-slot="ad-placeholder-lines"] > span': {
      display: 'block',
      // MUI's skeleton colour is a CSS variable of the docs theme; a theme without variables has none.
      backgroundColor: theme.vars ? theme.vars.palette.Skeleton.bg : theme.palette.action.hover,
      animation: `${waiting} 2s ease-in-out 0.5s infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    '& [data-slot="ad-placeholder-image"]': {
      flexShrink: 0,
      width: `${Math.round(AD_IMAGE_WIDTH * INLINE_IMAGE_SCALE)}px`,
      height: `${Math.round(AD_IMAGE_HEIGHT * INLINE_IMAGE_SCALE)}px`,
      borderRadius: '8px',
    },
    '& [data-slot="ad-placeholder-lines"]': {
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
    },
    '& [data-slot="ad-placeholder-lines"] > span': { height: '0.75rem', borderRadius: '4px', width: '85%' },
    '& [data-slot="ad-placeholder-lines"] > span:first-of-type': { width: '45%' },
    '& [data-slot="ad-placeholder-lines"] > span:last-of-type': { width: '30%' },
    '& [data-slot="ad-blocked-title"]': { ...body1, fontWeight: 600, fontSize: '0.9375rem', margin: 0 },
    '& [data-slot="ad-blocked-body"]': { ...body1, fontSize: '0.875rem', color: secondary, margin: 0 },
  };
}
