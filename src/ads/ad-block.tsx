import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useAdConfig } from '../config/ad-context';
import { useTranslations } from '../config/docs-context';
import { AD_MARGIN_SPACING, AD_MIN_HEIGHT_SM, AD_MIN_HEIGHT_XS } from './ad-constants';
import { adContentStyles } from './ad-styles';
import { mountAdBlock } from './mount-ad-block';

/**
 * The advert block (SPEC §4, §9): an `aside` landmark named "Advertisement" whose space (142 px below `sm`, 126 px
 * from `sm` up, 3 spacing units above and below) is reserved in the prerendered HTML, so filling it moves nothing.
 * What fills it is `mountAdBlock` (framework-free, shared with the static pages' script), started after hydration;
 * React renders only the empty aside and its stylesheet. A crash inside leaves the space empty and sends an `ad`
 * event with action `crash`.
 */
export function AdBlock() {
  const t = useTranslations().ads;
  const { GADisplayRatio } = useAdConfig();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return mountAdBlock(ref.current, { strings: t, displayRatio: GADisplayRatio });
  }, [t, GADisplayRatio]);
  return (
    <Box
      ref={ref}
      component="aside"
      aria-label={t.advertisement}
      data-slot="ad-block"
      sx={[
        {
          my: AD_MARGIN_SPACING,
          minHeight: { xs: AD_MIN_HEIGHT_XS, sm: AD_MIN_HEIGHT_SM },
          height: { xs: AD_MIN_HEIGHT_XS, sm: AD_MIN_HEIGHT_SM },
          overflow: 'hidden',
          contain: 'layout paint',
          p: 1.5,
          boxSizing: 'border-box',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        },
        adContentStyles,
      ]}
    />
  );
}
