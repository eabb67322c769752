import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './ad-constants';
import type { AdShape, Advert } from './ad-types';

/** Scale of the thumbnail in the inline shape (the image shape shows it at full 130×100). */
const INLINE_IMAGE_SCALE = 0.6;

/**
 * One advert. Every field is rendered as text (React escapes it); external links are `sponsored noopener` and
 * open in a new tab. `onClick` reports the click to analytics.
 */
export function AdvertView({ advert, shape, onClick }: { advert: Advert; shape: AdShape; onClick: () => void }) {
  const t = useTranslations().ads;
  const external = /^https:/.test(advert.link);
  const scale = shape === 'image' ? 1 : INLINE_IMAGE_SCALE;
  return (
    <Link
      href={advert.link}
      onClick={onClick}
      underline="none"
      color="inherit"
      data-slot="advert"
      data-shape={shape}
      {...(external ? { target: '_blank', rel: 'sponsored noopener' } : {})}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        height: '100%',
        '&:hover .advert-name': { textDecoration: 'underline' },
      }}
    >
      <img
        src={advert.img}
        alt=""
        width={Math.round(AD_IMAGE_WIDTH * scale)}
        height={Math.round(AD_IMAGE_HEIGHT * scale)}
        style={{ flexShrink: 0, borderRadius: 8, objectFit: 'cover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          className="advert-name"
          component="span"
          sx={{ display: 'block', fontWeight: 600, fontSize: '0.9375rem' }}
        >
          {advert.name}
        </Typography>
        <Typography
          component="span"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: shape === 'image' ? 2 : 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
          {advert.description}
        </Typography>
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          {t.adsBy} {advert.poweredby}
        </Typography>
      </Box>
    </Link>
  );
}

/** The ad-blocked message: asks the reader to allow ads and thanks them. */
export function BlockedMessage() {
  const t = useTranslations().ads;
  return (
    <Box
      data-slot="ad-blocked-message"
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Typography component="p" sx={{ fontWeight: 600, fontSize: '0.9375rem', m: 0 }}>
        {t.blockedTitle}
      </Typography>
      <Typography component="p" sx={{ fontSize: '0.875rem', color: 'text.secondary', m: 0 }}>
        {t.blockedBody}
      </Typography>
    </Box>
  );
}
