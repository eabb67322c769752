import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from './analytics-constants';
import { ASK_CONSENT_ATTRIBUTE, consentScript, hasDoNotTrack, readConsent } from './consent';

interface Reader {
  stored?: string;
  storageThrows?: boolean;
  doNotTrack?: string;
  windowDoNotTrack?: string;
  globalPrivacyControl?: boolean;
}

/** Runs the head script against a stand-in browser and says whether it asked for the card. */
function runScript(reader: Reader): boolean {
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
  new Function('navigator', 'document', 'window', 'localStorage', consentScript)(
    navigator,
    document,
    window,
    localStorage,
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
