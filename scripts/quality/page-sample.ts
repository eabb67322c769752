/**
 * Which built pages a costly browser gate (the axe sweep) visits. The rule is deterministic: a page is in the sample
 * when a stable hash of its URL path falls in the kind's share, so the same build always audits the same pages and a
 * new page joins or stays out for good. Cheap file-based gates (links, anchors, size budgets) read every page instead.
 * See docs/quality.md "What runs on every page, and what on a sample".
 */

/** Kind of a built page for sampling: an API page, a guide in English, or a Chinese guide that is or is not translated. */
export type SampledKind = 'guide' | 'guide-zh' | 'guide-zh-untranslated' | 'api';

/** A built page as the sampler needs it (the caller reads `out/`). */
export interface SampleCandidate {
  /** URL path, e.g. `/x/zh/react-data-grid/api/data-grid/`. */
  path: string;
  /** Size of its HTML in bytes: the largest pages of each group are always audited. */
  bytes: number;
  /** True for a Chinese page that shows the English body with the "not yet translated" notice. */
  untranslated: boolean;
}

/** Share of each kind audited (in addition to the largest pages of each group); 1 means every page. */
export const SAMPLE_SHARE: Readonly<Record<SampledKind, number>> = {
  guide: 1,
  'guide-zh': 0.25,
  'guide-zh-untranslated': 0.1,
  api: 0.05,
};

/** How many of the largest pages of each group (kind × language × product) are always audited. */
export const ALWAYS_LARGEST = 2;

/** FNV-1a, 32 bits: a stable, platform-independent hash of a string. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Whether a path falls in a share (0–1) of all paths, by its hash. */
export function inShare(path: string, share: number): boolean {
  return share >= 1 || stableHash(path) / 0x1_0000_0000 < share;
}

/** The kind of a page for sampling. */
export function sampledKindOf(page: SampleCandidate): SampledKind {
  if (page.path.includes('/api/')) return 'api';
  if (!page.path.startsWith('/x/zh/')) return 'guide';
  return page.untranslated ? 'guide-zh-untranslated' : 'guide-zh';
}

/** Group of a page: its kind, language and product (`/x/zh/react-charts/…` → `api zh react-charts`). */
export function sampleGroupOf(page: SampleCandidate): string {
  const chinese = page.path.startsWith('/x/zh/');
  const product = page.path.replace(/^\/x\/(zh\/)?/, '').split('/')[0] || 'home';
  return `${sampledKindOf(page)} ${chinese ? 'zh' : 'en'} ${product}`;
}

/**
 * The sample, in the order of `pages`: every page of a kind whose share is 1, the pages whose hash falls in their
 * kind's share, and the `ALWAYS_LARGEST` largest pages of every group (ties broken by path).
 */
export function samplePages(
  pages: readonly SampleCandidate[],
  share: Readonly<Record<SampledKind, number>> = SAMPLE_SHARE,
  largest = ALWAYS_LARGEST,
): SampleCandidate[] {
  const groups = new Map<string, SampleCandidate[]>();
  for (const page of pages) {
    const group = sampleGroupOf(page);
    groups.set(group, [...(groups.get(group) ?? []), page]);
  }
  const chosen = new Set<string>();
  for (const members of groups.values()) {
    const bySize = [...members].sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
    for (const page of bySize.slice(0, largest)) chosen.add(page.path);
  }
  for (const page of pages) if (inShare(page.path, share[sampledKindOf(page)])) chosen.add(page.path);
  return pages.filter((page) => chosen.has(page.path));
}
