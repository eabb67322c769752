import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from './analytics-constants';
import { ASK_CONSENT_ATTRIBUTE, buildConsentScript, hasDoNotTrack, readConsent } from './consent';

const PRODUCTION_HOST = 'docs.example.com';

interface Reader {
  stored?: string;
  storageThrows?: boolean;
  doNotTrack?: string;
  windowDoNotTrack?: string;
  globalPrivacyControl?: boolean;
  /** Host the page is served from. @default PRODUCTION_HOST */
  hostname?: string;
}

/** Runs the head script against a stand-in browser and says whether it asked for the card. */
function runScript(reader: Reader, script = buildConsentScript(PRODUCTION_HOST, 'G-TEST')): boolean {
  const attributes = new Set<string>();
  const navigator = { doNotTrack: reader.doNotTrack, globalPrivacyControl: reader.globalPrivacyControl };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  const window = { doNotTrack: reader.windowDoNotTrack };
  const localStorage = {
    getItem: (key: string) => {
      if (reader.storageThrows) throw new Error('denied');
      return key === CONSENT_STORAGE_KEY ? (reader.stored ?? null) : null;
    },
  };
  const location = { hostname: reader.hostname ?? PRODUCTION_HOST };
  new Function('navigator', 'document', 'window', 'localStorage', 'location', script)(
    navigator,
    document,
    window,
    localStorage,
    location,
  );
  return attributes.has(ASK_CONSENT_ATTRIBUTE);
}

/** What the app decides for the same reader once it runs. */
function appAsks(reader: Reader): boolean {
  const doNotTrack = hasDoNotTrack(
    { doNotTrack: reader.doNotTrack ?? null, globalPrivacyControl: reader.globalPrivacyControl ?? false },
    { doNotTrack: reader.windowDoNotTrack ?? null },
  );
  const storage = {
    getItem: (key: string) => {
      if (reader.storageThrows) throw new Error('denied');
      return key === CONSENT_STORAGE_KEY ? (reader.stored ?? null) : null;
    },
  };
  return readConsent(storage, doNotTrack) === 'unset';
}

describe('the consent head script', () => {
  const readers: [string, Reader, boolean][] = [
    ['a first-time reader', {}, true],
    ['a reader who allowed analytics', { stored: 'granted' }, false],
    ['a reader who declined', { stored: 'denied' }, false],
    ['a tampered stored value', { stored: '<img onerror=x>' }, true],
    ['a browser refusing storage', { storageThrows: true }, true],
    ['Do Not Track', { doNotTrack: '1' }, false],
    ['Do Not Track "yes"', { doNotTrack: 'yes' }, false],
    ['window.doNotTrack', { windowDoNotTrack: '1' }, false],
    ['Global Privacy Control', { globalPrivacyControl: true }, false],
  ];

  it.each(readers)('for %s, asks exactly when the app would', (_name, reader, expected) => {
    expect(runScript(reader)).toBe(expected);
    expect(appAsks(reader)).toBe(expected);
  });
});

describe('the consent head script without analytics to consent to', () => {
  it('is empty when the build has no measurement id or no production host', () => {
    expect(buildConsentScript(PRODUCTION_HOST, '')).toBe('');
    expect(buildConsentScript('', 'G-TEST')).toBe('');
  });

  it('asks a first-time reader only on the production host (any letter case)', () => {
    expect(runScript({ hostname: 'DOCS.example.com' })).toBe(true);
    expect(runScript({ hostname: '127.0.0.1' })).toBe(false);
    expect(runScript({ hostname: 'preview.docs.example.com' })).toBe(false);
  });
});
