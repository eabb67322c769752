import { AD_FEED_MAX_RETRIES, AD_FEED_TIMEOUT_MS, PIXEL_SEPARATOR, PIXEL_TIMESTAMP_PLACEHOLDER } from './ad-constants';
import type { Advert } from './ad-types';

/** External ad feed record (SPEC §3). Every field is untrusted until checked. */
export interface FeedRecord {
  statlink: string;
  statimp?: string;
  image?: string;
  company?: string;
  description?: string;
  pixel?: string;
  timestamp?: string | number;
}

/** Returns the URL when it parses and uses https:, else undefined. */
export function safeHttpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The first non-empty entry of `body.ads` that has a usable statlink; undefined when none qualifies. */
export function pickFeedRecord(body: unknown): FeedRecord | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const ads: unknown = (body as { ads?: unknown }).ads;
  if (!Array.isArray(ads)) return undefined;
  for (const entry of ads as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    if (Object.keys(entry).length === 0) continue;
    const record = entry as Record<string, unknown>;
    const statlink = optionalString(record.statlink);
    if (!statlink) continue;
    const timestamp = record.timestamp;
    return {
      statlink,
      statimp: optionalString(record.statimp),
      image: optionalString(record.image),
      company: optionalString(record.company),
      description: optionalString(record.description),
      pixel: optionalString(record.pixel),
      timestamp: typeof timestamp === 'string' || typeof timestamp === 'number' ? timestamp : undefined,
    };
  }
  return undefined;
}

/** Maps a feed record to an advert record, or undefined when its link or image is not https. */
export function feedRecordToAdvert(record: FeedRecord): Advert | undefined {
  const link = safeHttpsUrl(record.statlink);
  const img = safeHttpsUrl(record.image);
  if (!link || !img) return undefined;
  const name = record.company ?? '';
  return {
    link,
    img,
    name,
    description: record.description ?? '',
    poweredby: 'ad feed',
    label: name || 'ad-feed',
  };
}

/** Impression pixel URLs of a record: `||`-separated, `[timestamp]` replaced, https only. */
export function pixelUrls(record: FeedRecord, now: number): string[] {
  const stamp = String(record.timestamp ?? now);
  return (record.pixel ?? '')
    .split(PIXEL_SEPARATOR)
    .map((part) => safeHttpsUrl(part.trim().split(PIXEL_TIMESTAMP_PLACEHOLDER).join(stamp)))
    .filter((url): url is string => url !== undefined);
}

/** What the feed client needs, injected so tests can fake the network and the clock. */
export interface FeedDeps {
  fetch: (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
  timeoutMs?: number;
}

async function fetchOnce(url: string, deps: FeedDeps): Promise<unknown> {
  const controller = new AbortController();
  // A hanging connection or a body that never ends must not keep the block waiting.
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('ad feed timed out')));
  });
  timedOut.catch(() => {});
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? AD_FEED_TIMEOUT_MS);
  try {
    const response = await Promise.race([deps.fetch(url, { signal: controller.signal }), timedOut]);
    if (!response.ok) throw new Error('ad feed request failed');
    return await Promise.race([response.json(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GETs the feed and returns the first qualifying record mapped to an advert (SPEC §7). When no entry qualifies it
 * asks again, at most 10 retries. A failed request (network error, non-2xx, bad JSON, timeout) returns undefined
 * at once, without retrying; so does a qualifying record whose URLs are not https.
 */
export async function fetchFeedAdvert(
  url: string,
  deps: FeedDeps,
): Promise<{ advert: Advert; record: FeedRecord } | undefined> {
  for (let attempt = 0; attempt <= AD_FEED_MAX_RETRIES; attempt += 1) {
    let body: unknown;
    try {
      body = await fetchOnce(url, deps);
    } catch {
      return undefined;
    }
    const record = pickFeedRecord(body);
    if (record) {
      const advert = feedRecordToAdvert(record);
      return advert ? { advert, record } : undefined;
    }
  }
  return undefined;
}
