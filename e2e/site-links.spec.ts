import { expect, test } from '@playwright/test';
import { builtPathExists, hrefsOf, idsOf, listBuiltPages, readBuiltPage } from './built-site';

// A gate over the whole built site, both languages: every internal link and #anchor resolves.
test('every internal link and anchor of the built site resolves', () => {
  const pages = listBuiltPages();
  expect(pages).toContain('/x/');
  expect(pages).toContain('/x/zh/introduction/');
  const ids = new Map<string, Set<string>>();
  const idsFor = (path: string) => {
    if (!ids.has(path)) ids.set(path, idsOf(readBuiltPage(path)));
    return ids.get(path)!;
  };
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of hrefsOf(readBuiltPage(page))) {
      if (/^(https?:|mailto:)/.test(href) || href.startsWith('//')) continue;
      const [path = '', hash] = href.split('#', 2);
      const target = path || page;
      if (!target.startsWith('/x/')) {
        broken.push(`${page}: ${href} (not under /x/)`);
        continue;
      }
      if (!builtPathExists(target)) {
        broken.push(`${page}: ${href} (no such page)`);
        continue;
      }
      if (hash && target.endsWith('/') && !idsFor(target).has(decodeURIComponent(hash))) {
        broken.push(`${page}: ${href} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
