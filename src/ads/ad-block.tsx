import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useAdConfig } from '../config/ad-context';
import { useTranslations } from '../config/docs-context';
import { useInnerHtml } from '../shell/use-inner-html';
import { AD_MARGIN_SPACING, AD_MIN_HEIGHT_SM, AD_MIN_HEIGHT_XS } from './ad-constants';
import { adContentStyles } from './ad-styles';
import { adPlaceholderHtml } from './advert-dom';
import { mountAdBlock } from './mount-ad-block';

/**
 * The advert block (SPEC §4, §9): an `aside` landmark named "Advertisement" whose space (142 px below `sm`, 126 px
 * from `sm` up, 3 spacing units above and below) is reserved in the prerendered HTML, so filling it moves nothing.
 * What fills it is `mountAdBlock` (framework-free, shared with the static pages' script), started after hydration;
 * React renders only the aside, its stylesheet and, as inner HTML the controller then owns, the quiet placeholder
 * shown while the advert is chosen (`aria-busy` until then). A crash inside leaves the space empty and sends an `ad`
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
  // Set once: setting it again would put the placeholder back over the advert the controller placed.
  const placeholder = useInnerHtml(adPlaceholderHtml(t.loading));
  return (
    <Box
      ref={ref}
      component="aside"
      aria-label={t.advertisement}
      aria-busy="true"
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
      // The controller (mountAdBlock) owns what is inside: React never reconciles these children.
      dangerouslySetInnerHTML={placeholder}
    />
  );
}
