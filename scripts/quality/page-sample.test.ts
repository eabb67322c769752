import { describe, expect, it } from 'vitest';
import { inShare, SAMPLE_SHARE, sampleGroupOf, samplePages, stableHash, type SampleCandidate } from './page-sample';

const page = (path: string, bytes = 1000, untranslated = false): SampleCandidate => ({ path, bytes, untranslated });

/** 400 API pages per language for two products, all the same size but one. */
const apiPages = ['react-data-grid', 'react-charts'].flatMap((product) =>
  ['', 'zh/'].flatMap((language) =>
    Array.from({ length: 400 }, (_, index) => page(`/x/${language}${product}/api/item-${index}/`)),
  ),
);

describe('stableHash', () => {
  it('is the 32-bit FNV-1a hash, the same on every run and machine', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('/x/react-charts/api/bar-chart/')).toBe(stableHash('/x/react-charts/api/bar-chart/'));
  });
});

describe('samplePages', () => {
  it('audits every English guide and every translated Chinese guide', () => {
    const guides = [page('/x/'), page('/x/react-data-grid/sorting/'), page('/x/zh/introduction/')];
    expect(samplePages(guides)).toEqual(guides);
  });

  it('audits about a twentieth of the API pages of each product and language, the same pages on every run', () => {
    const sample = samplePages(apiPages);
    expect(samplePages(apiPages)).toEqual(sample);
    for (const group of new Set(apiPages.map(sampleGroupOf))) {
      const chosen = sample.filter((candidate) => sampleGroupOf(candidate) === group).length;
      expect(chosen).toBeGreaterThan(400 * 0.02);
      expect(chosen).toBeLessThan(400 * 0.08);
    }
  });

  it('always audits the largest pages of each group, even outside the hashed share', () => {
    const outside = apiPages.filter((candidate) => !inShare(candidate.path, SAMPLE_SHARE.api)).slice(0, 3);
    const pages = apiPages.map((candidate) =>
      outside.includes(candidate) ? { ...candidate, bytes: 50_000 } : candidate,
    );
    const paths = samplePages(pages).map((candidate) => candidate.path);
    const groupOfFirst = sampleGroupOf(outside[0]!);
    const largestOfGroup = outside.filter((candidate) => sampleGroupOf(candidate) === groupOfFirst).slice(0, 2);
    for (const candidate of largestOfGroup) expect(paths).toContain(candidate.path);
  });

  it('samples untranslated Chinese twins, which carry the English body, by a tenth', () => {
    const twins = Array.from({ length: 400 }, (_, index) => page(`/x/zh/react-charts/page-${index}/`, 1000, true));
    const chosen = samplePages(twins).length;
    expect(chosen).toBeGreaterThan(400 * 0.06);
    expect(chosen).toBeLessThan(400 * 0.14);
  });

  it('keeps a page in or out of the sample when other pages are added', () => {
    const before = samplePages(apiPages.slice(0, 400)).map((candidate) => candidate.path);
    const after = new Set(
      samplePages([...apiPages.slice(0, 400), page('/x/react-data-grid/api/new-item/')]).map((c) => c.path),
    );
    for (const path of before.filter((path) => inShare(path, SAMPLE_SHARE.api))) expect(after.has(path)).toBe(true);
  });
});
