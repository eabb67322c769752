/**
 * The demo sweep's accessibility audit of one mounted demo (e2e/demo-sweep.spec.ts asks for it): axe on the demo's
 * container, every WCAG A/AA rule in light and the colour rules in dark. Between the two the emulated system scheme
 * turns (the site follows it live, as it would a reader's OS) and the demo repaints; a repaint in dev-mode React costs
 * more than an audit, so demos alternate which scheme comes first.
 */
import type { AxeFinding, SweepAudit } from './sweep-types';

/** The packages' own "MUI X Missing license key" watermark on Pro and Premium demos: theirs, gone with a key. */
function markWatermarks(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>('div')) {
    if (element.childElementCount === 0 && element.textContent?.startsWith('MUI X '))
      element.dataset.watermark = 'true';
  }
}

async function runAxe(container: HTMLElement, options: SweepAudit['light']): Promise<AxeFinding[]> {
  const results = await window.axe!.run({ include: [container], exclude: [['[data-watermark]']] }, options);
  return results.violations.map(({ id, impact, nodes }) => ({
    id,
    impact: impact ?? null,
    targets: nodes.map((node) => {
      const target = node.target.join(' ');
      const element = node.target.length === 1 ? document.querySelector(String(node.target[0])) : null;
      const classesOf = (node: Element | null | undefined) => (node ? `.${[...node.classList].join('.')}` : '');
      return { target, classes: element ? `${classesOf(element)} < ${classesOf(element.parentElement)}` : '' };
    }),
  }));
}

/** Turns the scheme and waits until the page has repainted in it and every colour transition has ended. */
async function turnScheme(scheme: 'light' | 'dark'): Promise<void> {
  await window.__sweepColorScheme!(scheme);
  const started = performance.now();
  while (document.documentElement.getAttribute('data-mui-color-scheme') !== scheme) {
    if (performance.now() - started > 5000) throw new Error(`the page did not turn ${scheme}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/** How long a lazily loaded tree gets to show its first level (the demos' stand-in server answers in 400–600 ms). */
const TREE_LIMIT_MS = 5000;

/** Waits until every tree in the container shows its first level: a lazily loaded one is empty until it arrives. */
async function treesFilled(container: HTMLElement): Promise<void> {
  const started = performance.now();
  const empty = () =>
    [...container.querySelectorAll('[role="tree"]')].some((tree) => !tree.querySelector('[role="treeitem"]'));
  while (empty() && performance.now() - started < TREE_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The scheme the page is in: each demo is audited in it first, then in the other, so one switch serves each demo. */
let current: 'light' | 'dark' = 'light';

/** Audits the settled demo in `container` in the current scheme, then in the other one (the page stays in that). */
export async function auditDemo(
  container: HTMLElement,
  audit: SweepAudit,
): Promise<{ light: AxeFinding[]; dark: AxeFinding[] }> {
  if (!window.axe || !window.__sweepColorScheme) throw new Error('the test did not install axe and the scheme switch');
  await treesFilled(container);
  markWatermarks(container);
  const found: Partial<Record<'light' | 'dark', AxeFinding[]>> = {};
  found[current] = await runAxe(container, audit[current]);
  const other = current === 'light' ? 'dark' : 'light';
  await turnScheme(other);
  current = other;
  found[other] = await runAxe(container, audit[other]);
  return { light: found.light!, dark: found.dark! };
}
