import { describe, expect, it } from 'vitest';
import { gzippedBytes, SEARCH_INDEX_BUDGET_BYTES } from './index-budget';
import { INDEX_TIMEOUT, realContentIndexJson } from './ranking-fixture';
import type { SearchLanguage } from './types';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('search index size over the real content', () => {
  it.each<SearchLanguage>(['en', 'zh'])(
    'the %s index, gzipped, stays within its budget',
    (language) => {
      const bytes = gzippedBytes(realContentIndexJson(language));
      const budget = SEARCH_INDEX_BUDGET_BYTES[language];
      expect(
        bytes,
        `src/engine/search/index-budget.ts: the ${language} search index weighs ${kb(bytes)} gzipped, over its ` +
          `budget of ${kb(budget)}. Fix: run npx tsx scripts/search-index-size.ts to see which part grew, and store ` +
          'or index less of it (docs/search.md)',
      ).toBeLessThanOrEqual(budget);
    },
    INDEX_TIMEOUT,
  );
});
