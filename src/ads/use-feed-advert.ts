import { useEffect, useState } from 'react';
import { AD_FEED_URL } from '../config/site';
import { fetchFeedAdvert, pixelUrls } from './ad-feed';
import type { Advert } from './ad-types';

/** Feed state: not asked, waiting, or settled (an advert, or null for "no ad"). */
export type FeedState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; advert: Advert | null };

/** Fetches the external feed when `enabled` and a feed URL is configured, and fires the impression pixels. */
export function useFeedAdvert(enabled: boolean, feedUrl: string = AD_FEED_URL): FeedState {
  const [state, setState] = useState<FeedState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || feedUrl === '') return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchFeedAdvert(feedUrl, { fetch: (url, init) => fetch(url, { ...init, credentials: 'omit' }) })
      .then((result) => {
        if (cancelled) return;
        setState({ status: 'done', advert: result?.advert ?? null });
        if (result) {
          for (const url of pixelUrls(result.record, Date.now())) new Image().src = url;
        }
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'done', advert: null });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, feedUrl]);
  return state;
}
