import { describe, expect, it } from 'vitest';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  initialCodeStyling,
  initialCodeVariant,
  parseChoice,
  preferenceCookie,
  readCookie,
  CODE_STYLINGS,
} from './preference-rules';

describe('code styling from the URL hash (SPEC §4)', () => {
  it.each([
    ['#tailwind-basic-button.tsx', 'tailwind'],
    ['#css-basic-button.js', 'css'],
    ['#system-basic-button.tsx', 'system'],
    ['tailwind-basic-button.tsx', 'tailwind'],
    ['#demo-tailwind-variant.js', 'tailwind'],
    ['#tailwind%2Dbasic.tsx', 'tailwind'],
    ['#tailwind-basic-button.ts', undefined],
    ['#tailwind-basic-button.jsx', undefined],
    ['#tailwind-basic-button', undefined],
    ['#basic-button.tsx', undefined],
    ['#tailwindbutton.tsx', undefined],
    ['#', undefined],
    ['', undefined],
    ['#%E0%A4%A.tsx', undefined],
    [`#tailwind-${'a'.repeat(500)}.tsx`, undefined],
    ['#"><img src=x onerror=alert(1)>.tsx', undefined],
    ['#css-"><img src=x onerror=alert(1)>.tsx', 'css'],
  ])('%s → %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });
});

describe('code variant from the URL hash', () => {
  it.each([
    ['#basic-rich-tree.tsx', 'TS'],
    ['#basic-rich-tree.js', 'JS'],
    ['#BasicRichTree.js', 'JS'],
    ['#selection', undefined],
    ['#"><img src=x onerror=alert(1)>.tsx', undefined],
    ['#a.ts', undefined],
  ])('%s → %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });
});

describe('stored preferences', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('a=1; codeStyling=css; b=2', 'codeStyling')).toBe('css');
    expect(readCookie('codeStyling=%E0%A4%A', 'codeStyling')).toBeUndefined();
    expect(readCookie('other=1', 'codeStyling')).toBeUndefined();
  });

  it('falls back to the default on tampered values', () => {
    expect(parseChoice('tailwind', CODE_STYLINGS, 'system')).toBe('tailwind');
    expect(parseChoice('<script>', CODE_STYLINGS, 'system')).toBe('system');
    expect(parseChoice(42, CODE_STYLINGS, 'system')).toBe('system');
  });

  it('writes a one-year, site-wide cookie', () => {
    expect(preferenceCookie('codeStyling', 'tailwind')).toBe(
      'codeStyling=tailwind; path=/; max-age=31536000; samesite=lax',
    );
  });
});

describe('first load', () => {
  it('starts as system, prefers the hash, then the cookie', () => {
    expect(initialCodeStyling('', '')).toBe('system');
    expect(initialCodeStyling('', 'codeStyling=css')).toBe('css');
    expect(initialCodeStyling('#tailwind-demo.js', 'codeStyling=css')).toBe('tailwind');
    expect(initialCodeStyling('#heading', 'codeStyling=bogus')).toBe('system');
  });

  it('starts as TypeScript, prefers the hash, then the cookie', () => {
    expect(initialCodeVariant('', '')).toBe('TS');
    expect(initialCodeVariant('', 'codeVariant=JS')).toBe('JS');
    expect(initialCodeVariant('#demo.tsx', 'codeVariant=JS')).toBe('TS');
    expect(initialCodeVariant('', 'codeVariant=python')).toBe('TS');
  });
});
