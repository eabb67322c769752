// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredPreferences, rememberCodeStylingFromHash } from './preference-storage';

function clearCookies() {
  for (const name of ['codeStyling', 'codeVariant']) document.cookie = `${name}=; path=/; max-age=0`;
}

afterEach(clearCookies);

describe('a code styling named by the URL hash is remembered (SPEC §4)', () => {
  it.each([
    ['#tailwind-SomeDemo.tsx', 'tailwind'],
    ['#css-basic-tree.js', 'css'],
    ['#system-basic-tree.tsx', 'system'],
  ])('%s stores %s in the codeStyling cookie', (hash, styling) => {
    document.cookie = 'codeStyling=css; path=/';
    rememberCodeStylingFromHash(hash);
    expect(document.cookie).toContain(`codeStyling=${styling}`);
    window.location.hash = '';
    expect(readStoredPreferences().codeStyling).toBe(styling);
  });

  it.each(['#tailwind-SomeDemo.ts', '#selection', '#basic-tree.tsx', ''])('%s leaves the cookie alone', (hash) => {
    rememberCodeStylingFromHash(hash);
    expect(document.cookie).not.toContain('codeStyling');
    document.cookie = 'codeStyling=css; path=/';
    rememberCodeStylingFromHash(hash);
    expect(document.cookie).toContain('codeStyling=css');
  });
});
