import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_FEED_MAX_RETRIES } from './ad-constants';
import { fetchFeedAdvert, pickFeedRecord, pixelUrls, safeHttpsUrl, type FeedDeps } from './ad-feed';

const good = {
  statlink: 'https://ads.example.com/click/1',
  statimp: 'https://ads.example.com/imp/1',
  image: 'https://cdn.example.com/a.png',
  company: 'Acme',
  description: 'Grids for everyone',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px2.example.com/b?t=[timestamp]',
  timestamp: '1700000000',
};

function respond(...bodies: unknown[]): FeedDeps & { calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    fetch: () => {
      const body = bodies[Math.min(calls, bodies.length - 1)];
      calls += 1;
      return Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
    },
  };
}

describe('pickFeedRecord', () => {
  it('keeps the first non-empty entry that has a statlink', () => {
    const second = { ...good, company: 'Second' };
    expect(pickFeedRecord({ ads: [{}, { company: 'No link' }, second, good] })?.company).toBe('Second');
  });

  it('finds nothing in bodies of the wrong shape', () => {
    for (const body of [
      null,
      'ads',
      42,
      [],
      {},
      { ads: 'x' },
      { ads: [null, 1, 'a', [], {}] },
      { ads: [{ statlink: 7 }] },
    ]) {
      expect(pickFeedRecord(body)).toBeUndefined();
    }
  });

  it('drops fields of the wrong type', () => {
    const record = pickFeedRecord({ ads: [{ statlink: good.statlink, company: { html: '<b>' }, image: 5 }] });
    expect(record).toMatchObject({ statlink: good.statlink, company: undefined, image: undefined });
  });
});

describe('safeHttpsUrl', () => {
  it('accepts https only', () => {
    expect(safeHttpsUrl('https://a.example/x')).toBe('https://a.example/x');
    for (const url of [
      'javascript:alert(1)',
      'http://a.example/',
      'data:image/png;base64,AA',
      '//a.example/',
      'nonsense',
      5,
    ]) {
      expect(safeHttpsUrl(url)).toBeUndefined();
    }
  });
});

describe('pixelUrls', () => {
  it('splits on || and fills [timestamp]', () => {
    expect(pixelUrls(pickFeedRecord({ ads: [good] })!, 1)).toEqual([
      'https://px.example.com/a?t=1700000000',
      'https://px2.example.com/b?t=1700000000',
    ]);
  });

  it('uses the current time without a feed timestamp and drops non-https pixels', () => {
    const record = { statlink: good.statlink, pixel: 'javascript:x()||https://px.example.com/?t=[timestamp]||' };
    expect(pixelUrls(record, 1234)).toEqual(['https://px.example.com/?t=1234']);
  });
});

describe('fetchFeedAdvert', () => {
  afterEach(() => vi.useRealTimers());

  it('maps the first qualifying entry to an advert record', async () => {
    const result = await fetchFeedAdvert('https://feed.example/ads.json', respond({ ads: [good] }));
    expect(result?.advert).toEqual({
      link: good.statlink,
      img: good.image,
      name: 'Acme',
      description: 'Grids for everyone',
      poweredby: 'ad feed',
      label: 'Acme',
    });
  });

  it('retries while no entry qualifies, then succeeds', async () => {
    const deps = respond({ ads: [{}] }, { ads: [{}] }, { ads: [good] });
    expect((await fetchFeedAdvert('u', deps))?.advert.name).toBe('Acme');
    expect(deps.calls()).toBe(3);
  });

  it('gives up after 10 retries', async () => {
    const deps = respond({ ads: [] });
    expect(await fetchFeedAdvert('u', deps)).toBeUndefined();
    expect(deps.calls()).toBe(1 + AD_FEED_MAX_RETRIES);
  });

  it('returns nothing, without retrying, when the request fails', async () => {
    let calls = 0;
    const failing: FeedDeps = {
      fetch: () => {
        calls += 1;
        return Promise.reject(new TypeError('network'));
      },
    };
    expect(await fetchFeedAdvert('u', failing)).toBeUndefined();
    expect(calls).toBe(1);
    const status500: FeedDeps = {
      fetch: () => Promise.resolve({ ok: false, json: () => Promise.resolve({ ads: [good] }) }),
    };
    expect(await fetchFeedAdvert('u', status500)).toBeUndefined();
    const malformed: FeedDeps = {
      fetch: () => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('Unexpected token')) }),
    };
    expect(await fetchFeedAdvert('u', malformed)).toBeUndefined();
  });

  it('returns nothing when the connection hangs', async () => {
    vi.useFakeTimers();
    const hanging: FeedDeps = { fetch: () => new Promise(() => {}), timeoutMs: 1000 };
    const result = fetchFeedAdvert('u', hanging);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBeUndefined();
  });

  it('refuses hostile links and images', async () => {
    const hostile = { ...good, statlink: 'javascript:alert(document.cookie)' };
    expect(await fetchFeedAdvert('u', respond({ ads: [hostile] }))).toBeUndefined();
    const httpImage = { ...good, image: 'http://cdn.example.com/a.png' };
    expect(await fetchFeedAdvert('u', respond({ ads: [httpImage] }))).toBeUndefined();
  });

  it('keeps markup in text fields as plain text', async () => {
    const markup = { ...good, company: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' };
    const result = await fetchFeedAdvert('u', respond({ ads: [markup] }));
    expect(result?.advert.name).toBe('<img src=x onerror=alert(1)>');
    expect(result?.advert.description).toBe('<script>alert(1)</script>');
  });
});
