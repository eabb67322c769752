import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { CodeVariant } from '../../src/config/preferences/preference-rules';
import { createSandboxProject } from '../../src/demos/sandbox/create-sandbox-project';
import { buildDemoData } from './demo-data';

/**
 * Builds the generated sandbox project of a few demos offline, against the site's own installed
 * packages (node_modules symlinked): it must type-check (TS) and bundle with Vite.
 */
const SAMPLES: [name: string, path: string, variants: CodeVariant[]][] = [
  ['typed-grid', join(import.meta.dirname, 'fixtures/demos/typed-grid.tsx'), ['TS', 'JS']],
  ['rich-items-basic', 'content/react-tree-view/rich-tree-view/demos/rich-items-basic.tsx', ['TS']],
  ['quickstart-first-picker', 'content/react-date-pickers/demos/quickstart-first-picker.tsx', ['JS']],
];

const root = mkdtempSync(join(tmpdir(), 'x-docs-sandbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function writeProject(name: string, path: string, variant: CodeVariant): Promise<string> {
  const data = await buildDemoData(name, path);
  const project = createSandboxProject(name, data.variants[0]!, variant);
  const dir = join(root, `${name}-${variant}`);
  for (const [file, content] of Object.entries(project.files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('generated sandbox projects', () => {
  for (const [name, path, variants] of SAMPLES) {
    for (const variant of variants) {
      it(`${name} (${variant}) type-checks and bundles offline`, { timeout: 120_000 }, async () => {
        const dir = await writeProject(name, path, variant);
        if (variant === 'TS') {
          const tsc = spawnSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['--noEmit', '-p', dir], {
            encoding: 'utf8',
          });
          expect(tsc.stdout + tsc.stderr).toBe('');
          expect(tsc.status).toBe(0);
        }
        const output = await build({
          root: dir,
          configFile: false,
          logLevel: 'silent',
          build: { write: false, minify: false },
        });
        const bundles = Array.isArray(output) ? output : [output];
        const entry = bundles
          .flatMap((bundle) => ('output' in bundle ? bundle.output : []))
          .find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        // React, MUI and the MUI X component are all in the bundle, not left as bare imports.
        expect(entry?.type === 'chunk' ? entry.code.length : 0).toBeGreaterThan(100_000);
      });
    }
  }
});
