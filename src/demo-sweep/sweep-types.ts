/** What the sweep found when it mounted one demo (see sweep-main.tsx and e2e/demo-sweep.spec.ts). */
export interface SweepResult {
  /** The demo's file as the harness knows it, from the repository root, e.g. `content/react-tree-view/demos/quickstart-first-simple-tree.tsx`. */
  demo: string;
  /** Console errors, uncaught errors and rejections, and errors an error boundary caught, while it was mounted. */
  errors: string[];
  /** Whether it rendered something a reader would see: a box with a size, and text or a drawn element. */
  rendered: boolean;
  /** Milliseconds from import to settled (no DOM change for a quiet period, or the time limit). */
  milliseconds: number;
}

/** The harness API the browser test calls. */
export interface SweepApi {
  /** Every demo file under the content root, sorted. */
  list: () => string[];
  /** Mounts each demo in turn (one at a time, unmounting the previous one) and reports on each. */
  run: (demos: string[]) => Promise<SweepResult[]>;
}

declare global {
  interface Window {
    __demoSweep?: SweepApi;
  }
}
