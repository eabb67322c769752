/**
 * The demo sweep's page (test-only, built by scripts/demo-sweep/build-demo-sweep.ts, never part of out/): every demo
 * file of the content root in one bundle, each a lazy chunk, mounted one after another inside the site's own
 * providers, so a browser test checks hundreds of demos in one page load (e2e/demo-sweep.spec.ts).
 */
import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import tailwindCss from '../demos/tailwind.css?inline';
import { AppProviders } from '../shell/app-providers';
import { hasVisibleContent, settle } from './settle';
import { auditDemo } from './audit';
import { findClippedContent } from './overflow';
import { styleAsPreviewBox } from './preview-box';
import type { SweepAudit, SweepResult } from './sweep-types';

const globbed = import.meta.glob<{ default?: ComponentType }>('@content/**/demos/*.tsx');
/** The demos by their path from the repository root (`content/…/demos/x.tsx`); the glob's keys are relative to this folder. */
const demoModules = Object.fromEntries(
  Object.entries(globbed).map(([key, load]) => [key.replace(/^(\.\.\/)+/, ''), load]),
);

/** A demo that renders nothing for this long after its last DOM change is taken as settled. */
const QUIET_MS = 150;
/** No demo gets longer than this to settle (a live clock never does). */
const LIMIT_MS = 4000;
/** The packages' own notice without a licence key: expected on Pro and Premium demos, not an error of the demo. */
const LICENSE_NOTICE = 'MUI X: Missing license key';

let errors: string[] = [];
const originalConsoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  if (!text.includes(LICENSE_NOTICE)) errors.push(`console.error: ${text}`);
  originalConsoleError(...args);
};
window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));

class SweepBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    errors.push(`error boundary: ${error.message}${info.componentStack?.split('\n')[1] ?? ''}`);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const style = document.createElement('style');
style.textContent = tailwindCss;
document.head.append(style);
const stage = document.getElementById('sweep-stage')!;
styleAsPreviewBox(stage);

async function mountDemo(demo: string, audit?: SweepAudit): Promise<SweepResult> {
  errors = [];
  const started = performance.now();
  const container = document.createElement('div');
  stage.replaceChildren(container);
  const root = createRoot(container);
  try {
    const load = demoModules[demo];
    if (!load) throw new Error('not in the sweep bundle');
    const { default: Demo } = await load();
    if (typeof Demo !== 'function') throw new Error('has no default export: a demo file must export its component');
    flushSync(() =>
      root.render(
        <AppProviders>
          <SweepBoundary>
            <Suspense fallback={null}>
              <Demo />
            </Suspense>
          </SweepBoundary>
        </AppProviders>,
      ),
    );
    await settle(container, QUIET_MS, LIMIT_MS);
  } catch (error) {
    errors.push(`mount: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result: SweepResult = {
    demo,
    errors,
    rendered: hasVisibleContent(container),
    overflow: findClippedContent(container, stage),
    milliseconds: Math.round(performance.now() - started),
  };
  if (audit) {
    try {
      result.audit = await auditDemo(container, audit);
    } catch (error) {
      errors.push(`audit: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  root.unmount();
  return result;
}

window.__demoSweep = {
  list: () => Object.keys(demoModules).sort(),
  async run(demos, audit) {
    const results: SweepResult[] = [];
    for (const demo of demos) results.push(await mountDemo(demo, audit));
    return results;
  },
};
