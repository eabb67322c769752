import { describe, expect, it } from 'vitest';
import { precacheUrls } from './precache-manifest';

describe('precache manifest', () => {
  it('reads the URLs Workbox injected into the worker', () => {
    const worker =
      'precacheAndRoute([{"revision":null,"url":"/x/assets/root-A.js"},{"revision":"3f2a","url":"/x/offline.html"}]);';
    expect(precacheUrls(worker)).toEqual(['/x/assets/root-A.js', '/x/offline.html']);
  });
});
