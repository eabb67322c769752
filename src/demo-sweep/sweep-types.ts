/** One axe violation as the sweeps report it: the rule, its impact, and each element's selector and classes. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  /**
   * A generated selector may not say whose markup it is: e2e/axe.ts's LIBRARY_ISSUES match it or `classes`, the
   * element's classes then its parent's (`.a.b < .c`).
   */
  targets: { target: string; classes: string }[];
}

/** axe-core's run options as plain JSON (built by e2e/axe.ts's `axeRunOptions`). */
export interface AxeRunOptions {
  runOnly: { type: 'rule' | 'tag'; values: string[] };
  rules?: Record<string, { enabled: boolean }>;
  resultTypes: ['violations'];
}

/** What the sweep audits on each demo once it has settled: every rule in light, the colour rules again in dark. */
export interface SweepAudit {
  light: AxeRunOptions;
  dark: AxeRunOptions;
}

/** Content a demo cuts off sideways with no visible way to scroll to it (src/demo-sweep/overflow.ts). */
export interface OverflowFinding {
  /** The element that cuts it off: tag, MUI classes and the start of its text. */
  element: string;
  /** How much of its content it hides, px (the most, when several boxes of that name cut). */
  hiddenPx: number;
  /** How many boxes of that name cut content. */
  count: number;
}

/** What the sweep found when it mounted one demo (see sweep-main.tsx and e2e/demo-sweep.spec.ts). */
export interface SweepResult {
  /** The demo's file as the harness knows it, from the repository root, e.g. `content/react-tree-view/demos/quickstart-first-simple-tree.tsx`. */
  demo: string;
  /** Console errors, uncaught errors and rejections, and errors an error boundary caught, while it was mounted. */
  errors: string[];
  /** Whether it rendered something a reader would see: a box with a size, and text or a drawn element. */
  rendered: boolean;
  /** What it cuts off in a preview box as wide as the site's at 1280 px (empty when nothing is cut). */
  overflow: OverflowFinding[];
  /** Milliseconds from import to settled (no DOM change for a quiet period, or the time limit). */
  milliseconds: number;
  /** axe's violations in the demo, light and dark, when the run was asked to audit (and axe is in the page). */
  audit?: { light: AxeFinding[]; dark: AxeFinding[] };
}

/** The harness API the browser test calls. */
export interface SweepApi {
  /** Every demo file under the content root, sorted. */
  list: () => string[];
  /** Mounts each demo in turn (one at a time, unmounting the previous one) and reports on each, auditing if asked. */
  run: (demos: string[], audit?: SweepAudit) => Promise<SweepResult[]>;
}

declare global {
  interface Window {
    __demoSweep?: SweepApi;
    /** Set by the test (Playwright's exposeFunction): turns the emulated system colour scheme light or dark. */
    __sweepColorScheme?: (scheme: 'light' | 'dark') => Promise<void>;
    /** axe-core, when the test installed it. */
    axe?: { run: (context: unknown, options: AxeRunOptions) => Promise<import('axe-core').AxeResults> };
  }
}
