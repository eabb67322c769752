/** What a post-build step receives: the laid-out static site and the content it was built from. */
export interface BuildStepContext {
  /** The static site root (served at /x/), normally `out`. */
  outDir: string;
  /** The content root the site was built from (XDOCS_CONTENT_ROOT or `content`). */
  contentRoot: string;
}

/**
 * Default export of every module in scripts/build-steps/steps/. Steps run after out/ is laid out, in file-name order
 * (e.g. `10-search-index.ts`, `20-publishing.ts`, `90-service-worker.ts` last, so its precache sees every file).
 */
export type BuildStep = (context: BuildStepContext) => Promise<void> | void;
