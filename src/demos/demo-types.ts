import type { CodeStyling } from '../config/preferences/preference-rules';

/** One language version of a file: its text (copied, sent to sandboxes) and its highlighted lines. */
export interface DemoSourceText {
  /** Empty in a page's module when it comes with the demo's {@link DemoHighlighting} instead. */
  code: string;
  /**
   * Highlighted at build time by `scripts/code/highlight.ts`. A page's module leaves it out: it comes from the demo's
   * {@link DemoHighlighting}, or from the prerendered page.
   */
  html?: string;
}

/**
 * What a demo's page loads later: per styling, per file (in order), the highlighted lines of each language and the
 * source texts the page's module leaves out (`tsCode`, `jsCode`; see `splitHighlighting`).
 */
export type DemoHighlighting = Partial<
  Record<CodeStyling, { ts?: string; js?: string; tsCode?: string; jsCode?: string }[]>
>;

/** Loads a demo's {@link DemoHighlighting} (its own chunk, fetched when a version the page does not show is needed). */
export type DemoHighlightingLoader = () => Promise<{ default: DemoHighlighting }>;

/** One file of a demo: the demo itself (first) or a file it imports by a relative path. */
export interface DemoFile {
  /** Flat file name without extension, e.g. `tree-items`; relative imports are rewritten to `./tree-items`. */
  name: string;
  /** Whether the file holds JSX (`.tsx` → `.jsx` in a sandbox, `.ts` → `.js`). */
  jsx: boolean;
  ts: DemoSourceText;
  /** Generated at build time from `ts`: types stripped, formatted with Prettier. */
  js: DemoSourceText;
}

/** One styling of a demo: `<name>.tsx` (MUI System), `<name>.css.tsx` or `<name>.tailwind.tsx`. */
export interface DemoVariant {
  styling: CodeStyling;
  files: DemoFile[];
  /** Every package the files import, pinned to the version the site runs (plus React, Emotion, MUI). */
  dependencies: Record<string, string>;
  /** Tooling a sandbox needs for each code variant (Vite; TypeScript and types for TS). */
  devDependencies: { TS: Record<string, string>; JS: Record<string, string> };
}

/** What the build hands a `<Demo>`: everything but the live component. */
export interface DemoData {
  name: string;
  /** The MUI System variant first; CSS and Tailwind variants when their files exist. */
  variants: DemoVariant[];
}
