import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildStep, BuildStepContext } from './types';

const directory = join(import.meta.dirname, 'steps');

/** Runs every post-build step in file-name order; a failing step fails the build with its file name. */
export async function runBuildSteps(context: BuildStepContext): Promise<void> {
  if (!existsSync(directory)) return;
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const started = performance.now();
    const module = (await import(pathToFileURL(join(directory, file)).href)) as { default: BuildStep };
    try {
      await module.default(context);
    } catch (error) {
      throw new Error(
        `build step scripts/build-steps/steps/${file} failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    console.log(`  ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
