import { expect, test } from '@playwright/test';
import {
  describeFailure,
  describeOverflow,
  openSweepPage,
  sweepList,
  sweepRun,
} from '../scripts/demo-sweep/sweep-page';
import { listDemoFiles, shardDemos } from '../scripts/demo-sweep/demo-files';
import { AXE_SOURCE, axeRunOptions, COLOUR_RULES, seriousLines } from './axe';

/**
 * The demo sweep: every demo file of the site (styling variants included) is mounted in a real browser, inside the
 * site's providers, and must render something visible without a console error, an uncaught error or an error
 * boundary catching, fit a preview box as wide as the site's at 1280 px (nothing cut off sideways without a visible way
 * to scroll to it: src/demo-sweep/overflow.ts), and pass axe (WCAG 2.x A/AA, serious and critical: every rule in
 * light, the colour rules again in dark; e2e/axe.ts). One page load per shard mounts its demos one after another
 * (src/demo-sweep/, built by e2e/global-setup.ts), so hundreds of demos cost seconds, not one page load each. This is where demos are audited:
 * the guide pages' sweep (e2e/a11y.spec.ts) audits what surrounds them.
 */
const ALL_DEMOS = listDemoFiles();
/** `DEMO_SWEEP_ONLY=react-charts/demos/bars` sweeps only the demo files whose path contains that text (authoring). */
const ONLY = process.env.DEMO_SWEEP_ONLY;
const DEMOS = ONLY ? ALL_DEMOS.filter((file) => file.includes(ONLY)) : ALL_DEMOS;
/** Demos per shard: shards run in parallel on the workers, and one failing shard still names each bad demo. */
const PER_SHARD = 60;
const shards = shardDemos(DEMOS, Math.max(1, Math.ceil(DEMOS.length / PER_SHARD)));

test('the sweep page holds every demo file of the content', async ({ page }) => {
  await openSweepPage(page);
  expect(await sweepList(page)).toEqual(ALL_DEMOS);
});

for (const [index, shard] of shards.entries()) {
  test(`demos ${index + 1}/${shards.length} (${shard.length}) mount cleanly, fit their box and pass axe`, async ({
    page,
  }) => {
    // A demo gets at most about 4 s to settle (src/demo-sweep/sweep-main.tsx), then two audits.
    test.setTimeout(30_000 + shard.length * 7_000);
    await openSweepPage(page, { axeSource: AXE_SOURCE });
    const results = await sweepRun(page, shard, { light: axeRunOptions(), dark: axeRunOptions(COLOUR_RULES) });
    expect(results.map((result) => result.demo)).toEqual(shard);
    const failures = results.filter((result) => result.errors.length > 0 || !result.rendered).map(describeFailure);
    expect(failures, `demos that failed:\n${failures.join('\n')}`).toEqual([]);
    const cut = results.flatMap(describeOverflow);
    // Soft, so that a shard's axe findings are reported too.
    expect.soft(cut, `demos that cut off content in a 1280 px window's preview box:\n${cut.join('\n')}`).toEqual([]);
    const violations = results.flatMap(({ demo, audit }) =>
      audit
        ? [
            ...seriousLines(audit.light).map((line) => `${demo} light ${line}`),
            ...seriousLines(audit.dark).map((line) => `${demo} dark ${line}`),
          ]
        : [`${demo}: not audited`],
    );
    expect(violations, 'axe violations (serious and critical)').toEqual([]);
  });
}
