import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

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
    '& [data-slot="ad-blocked-title"]': { ...body1, fontWeight: 600, fontSize: '0.9375rem', margin: 0 },
    '& [data-slot="ad-blocked-body"]': { ...body1, fontSize: '0.875rem', color: secondary, margin: 0 },
  };
}
