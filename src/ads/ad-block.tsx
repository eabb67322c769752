import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAdConfig } from '../config/ad-context';
import { useTranslations } from '../config/docs-context';
import { AD_EVENT_ACTIONS, AD_EVENT_CATEGORY } from '../analytics/analytics-constants';
import { getAnalytics } from '../analytics/analytics-client';
import { isSampled } from '../analytics/sampling';
import { AD_MARGIN_SPACING, AD_MIN_HEIGHT_SM, AD_MIN_HEIGHT_XS } from './ad-constants';
import { AdErrorBoundary } from './ad-error-boundary';
import { pickShape } from './ad-selection';
import type { AdShape, Advert } from './ad-types';
import { AdvertView, BlockedMessage } from './advert-view';
import { IN_HOUSE_ADS } from './in-house-ads';
import { useAdSource } from './use-ad-source';
import { useFeedAdvert } from './use-feed-advert';

/** Reports one display per shown advert, sampled at the ad config's display ratio. */
function useDisplayEvent(label: string | undefined) {
  const { GADisplayRatio } = useAdConfig();
  useEffect(() => {
    if (label !== undefined && isSampled(GADisplayRatio))
      getAnalytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.display, label);
  }, [label, GADisplayRatio]);
}

function ShownAdvert({ advert, shape }: { advert: Advert; shape: AdShape }) {
  useDisplayEvent(advert.label);
  return (
    <AdvertView
      advert={advert}
      shape={shape}
      onClick={() => getAnalytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.click, advert.label)}
    />
  );
}

function Displayed({ label, children }: { label: string; children: ReactNode }) {
  useDisplayEvent(label);
  return children;
}

/** Chooses and shows the advert; everything here runs after hydration, inside the reserved space. */
function AdContent() {
  const networkRef = useRef<HTMLDivElement>(null);
  const source = useAdSource(networkRef);
  const shape = useMemo(() => pickShape(Math.random), []);
  const feed = useFeedAdvert(source?.kind === 'network' && shape === 'inline');
  // The network's own ad stays visible unless the inline feed path takes over (or found nothing).
  const hideNetwork = source?.kind !== 'network' || feed.status !== 'idle';
  return (
    <>
      <Box ref={networkRef} data-slot="ad-network" sx={{ display: hideNetwork ? 'none' : 'block', height: '100%' }}>
        {source?.kind === 'network' && feed.status === 'idle' ? <Displayed label="network">{null}</Displayed> : null}
      </Box>
      {source?.kind === 'in-house' && IN_HOUSE_ADS[source.index] ? (
        <ShownAdvert advert={IN_HOUSE_ADS[source.index]!} shape={shape} />
      ) : null}
      {source?.kind === 'blocked-message' ? (
        <Displayed label="blocked-message">
          <BlockedMessage />
        </Displayed>
      ) : null}
      {feed.status === 'done' && feed.advert ? <ShownAdvert advert={feed.advert} shape={shape} /> : null}
    </>
  );
}

/**
 * The advert block (SPEC §4, §9): an `aside` landmark named "Advertisement" whose space (142 px below `sm`, 126 px
 * from `sm` up, 3 spacing units above and below) is reserved in the prerendered HTML, so filling it moves nothing.
 * A crash inside leaves the space empty and sends an `ad` event with action `crash`.
 */
export function AdBlock() {
  const t = useTranslations().ads;
  return (
    <Box
      component="aside"
      aria-label={t.advertisement}
      data-slot="ad-block"
      sx={{
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
      }}
    >
      <AdErrorBoundary onCrash={() => getAnalytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.crash)}>
        <AdContent />
      </AdErrorBoundary>
    </Box>
  );
}
