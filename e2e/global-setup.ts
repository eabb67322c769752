import { buildDemoSweep } from '../scripts/demo-sweep/build-demo-sweep';

/** Runs once before the browser tests: builds the demo sweep's page when its inputs changed (e2e/demo-sweep.spec.ts). */
export default async function globalSetup(): Promise<void> {
  const seconds = await buildDemoSweep({ ifStale: true });
  if (seconds !== null) console.log(`demo sweep page built in ${seconds.toFixed(1)} s`);
}
