/**
 * A content root of the site's future size for build benchmarks: a copy of `content/` (its pages, demos, demo data,
 * translations and API navigation, so the 447 API pages build as today) plus variants of its guide pages until there
 * are `pages` English guide pages. A variant repeats its source page's body with demos of its own: copies of the
 * source's demos (and their styling variants) that import the real packages and `content/demo-data/` as the
 * originals do, marked so no two demo modules are identical. Variants join their product's navigation in groups
 * of 25, so the navigation grows with them. Build it with XDOCS_CONTENT_ROOT=<dir> (a folder beside `content/`).
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listPageFiles, pathnameOfFile } from '../../src/engine/content-files';

/** What was written, for the bench table. */
export interface FullSizeCorpus {
  guidePages: number;
  /** Demos shown on guide pages (`<Demo>` tags), each its own module. */
  demos: number;
  variants: number;
}

const GROUP_SIZE = 25;
const DEMO_TAG = /<Demo\s+name="([^"]+)"/g;
const STYLING_SUFFIXES = ['', '.css', '.tailwind'];

/** Top-level navigation group of a page path (`/x/react-charts/bars` → `react-charts`). */
const sectionOf = (pathname: string) => pathname.split('/')[2] ?? '';

function writeVariant(root: string, file: string, variant: number): { pathname: string; title: string; demos: number } {
  const source = readFileSync(file, 'utf8');
  const base = file.replace(/\.mdx?$/, '');
  const target = `${base}-variant-${variant}.mdx`;
  let demos = 0;
  const body = source
    .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title} (variant ${variant})`)
    .replace(DEMO_TAG, (_, name: string) => {
      demos += 1;
      for (const suffix of STYLING_SUFFIXES) {
        const demo = join(dirname(file), 'demos', `${name}${suffix}.tsx`);
        if (!existsSync(demo)) continue;
        const copy = join(dirname(file), 'demos', `${name}-v${variant}${suffix}.tsx`);
        writeFileSync(copy, `${readFileSync(demo, 'utf8')}\n// Benchmark variant ${variant} of ${name}.\n`);
      }
      return `<Demo name="${name}-v${variant}"`;
    });
  writeFileSync(target, body);
  const title = /^title: (.*)$/m.exec(body)?.[1] ?? `Variant ${variant}`;
  return { pathname: pathnameOfFile(root, target), title, demos };
}

/** Writes the corpus into `dir` (replacing it) with `pages` English guide pages; returns what it holds. */
export function writeFullSizeCorpus(
  dir: string,
  pages: number,
  content = join(process.cwd(), 'content'),
): FullSizeCorpus {
  rmSync(dir, { recursive: true, force: true });
  cpSync(content, dir, { recursive: true });
  const sources = listPageFiles(dir).filter((file) => pathnameOfFile(dir, file) !== '/x');
  const originalDemos = sources.reduce(
    (sum, file) => sum + [...readFileSync(file, 'utf8').matchAll(DEMO_TAG)].length,
    0,
  );
  const added = new Map<string, { pathname: string; title: string }[]>();
  let demos = originalDemos;
  let variants = 0;
  for (let index = 0; sources.length + 1 + variants < pages; index += 1) {
    const file = sources[index % sources.length]!;
    const written = writeVariant(dir, file, Math.floor(index / sources.length) + 1);
    const section = sectionOf(written.pathname);
    added.set(section, [...(added.get(section) ?? []), { pathname: written.pathname, title: written.title }]);
    demos += written.demos;
    variants += 1;
  }
  renameSync(join(dir, 'pages.ts'), join(dir, 'pages.base.ts'));
  const extra = Object.fromEntries(
    [...added].map(([section, entries]) => [
      section,
      Array.from({ length: Math.ceil(entries.length / GROUP_SIZE) }, (_, group) => ({
        pathname: `/x/${section}/variants-${group + 1}-group`,
        title: `Variants ${group + 1}`,
        children: entries.slice(group * GROUP_SIZE, (group + 1) * GROUP_SIZE),
      })),
    ]),
  );
  const types = relative(dir, join(process.cwd(), 'src', 'engine', 'types'))
    .split('\\')
    .join('/');
  writeFileSync(
    join(dir, 'pages.ts'),
    `import type { MuiPage } from '${types}';
import { pages as base } from './pages.base';

const extra: Record<string, MuiPage[]> = ${JSON.stringify(extra, null, 2)};

/** The site's navigation with each product's benchmark variants appended in groups. */
export const pages: MuiPage[] = base.map((group) => {
  const section = group.pathname.split('/')[2]?.replace(/-group$/, '') ?? '';
  return extra[section] ? { ...group, children: [...(group.children ?? []), ...extra[section]] } : group;
});
`,
  );
  return { guidePages: sources.length + 1 + variants, demos, variants };
}
