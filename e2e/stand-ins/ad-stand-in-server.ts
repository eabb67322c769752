import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ad network's and the ad feed's origin as the e2e build is configured (playwright.config.ts). */
export const AD_ORIGIN = 'https://ads.x-docs.test';

/** A feed entry that qualifies; its pixels and image point back at the stand-in. */
export const GOOD_FEED_ENTRY = {
  statlink: `${AD_ORIGIN}/click?ad=1`,
  statimp: `${AD_ORIGIN}/imp?ad=1`,
  image: `${AD_ORIGIN}/image.svg`,
  company: 'Stand-in Grids',
  description: 'Spreadsheets that <b>behave</b>.',
  pixel: `${AD_ORIGIN}/pixel?n=1&t=[timestamp]||${AD_ORIGIN}/pixel?n=2&t=[timestamp]`,
  timestamp: '1700000000',
};

const NETWORK_SCRIPT = `(() => {
  const container = document.currentScript && document.currentScript.parentElement;
  if (!container) return;
  const placement = document.createElement('div');
  placement.id = document.currentScript.dataset.placementId;
  placement.textContent = 'Stand-in network advert';
  container.appendChild(placement);
})();`;

const IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#888"/></svg>';

const feeds: Record<string, (res: ServerResponse) => void> = {
  '/feed.json': (res) => json(res, 200, JSON.stringify({ ads: [{}, { company: 'no statlink' }, GOOD_FEED_ENTRY] })),
  '/feed-malformed.json': (res) => json(res, 200, '{"ads": [{"statlink": '),
  '/feed-500.json': (res) => json(res, 500, '{"error":"down"}'),
  '/feed-wrong-types.json': (res) => json(res, 200, JSON.stringify({ ads: { statlink: 1 } })),
  '/feed-hostile.json': (res) =>
    json(
      res,
      200,
      JSON.stringify({
        ads: [{ ...GOOD_FEED_ENTRY, statlink: 'javascript:alert(1)', image: 'http://evil.test/x.png' }],
      }),
    ),
  '/feed-empty.json': (res) => json(res, 200, JSON.stringify({ ads: [{}] })),
  // Never answers: the connection hangs until the client gives up.
  '/feed-hang.json': () => {},
};

function json(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(body);
}

/** A running stand-in: its base URL, the paths it was asked for, and how to stop it. */
export interface StandIn {
  baseUrl: string;
  requests: string[];
  close: () => Promise<void>;
}

/** Starts the stand-in ad network and feed on 127.0.0.1 (a free port). */
export async function startAdStandIn(): Promise<StandIn> {
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const feed = feeds[url.pathname];
    if (feed) return feed(res);
    if (url.pathname === '/network.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(NETWORK_SCRIPT);
    }
    if (url.pathname === '/image.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' });
      return res.end(IMAGE);
    }
    res.writeHead(204, { 'access-control-allow-origin': '*' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
