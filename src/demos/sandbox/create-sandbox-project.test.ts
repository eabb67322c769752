import { describe, expect, it } from 'vitest';
import type { DemoVariant } from '../demo-types';
import { createSandboxProject } from './create-sandbox-project';
import { stackBlitzFields } from './sandbox-targets';

const variant: DemoVariant = {
  styling: 'system',
  files: [
    { name: 'basic', jsx: true, ts: { code: 'ts demo', html: '' }, js: { code: 'js demo', html: '' } },
    { name: 'items', jsx: false, ts: { code: 'ts items', html: '' }, js: { code: 'js items', html: '' } },
  ],
  dependencies: { react: '19.1.1', '@mui/x-tree-view': '8.12.0' },
  devDependencies: { TS: { vite: '8.3.8', typescript: '5.9.3' }, JS: { vite: '8.3.8' } },
};

describe('createSandboxProject', () => {
  it('makes a TS Vite project with every file and the pinned packages', () => {
    const project = createSandboxProject('basic', variant, 'TS');
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/basic.tsx',
      'src/items.ts',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project.entry).toBe('src/basic.tsx');
    expect(project.files['src/items.ts']).toBe('ts items\n');
    expect(project.files['src/main.tsx']).toContain("import Demo from './basic';");
    const manifest = JSON.parse(project.files['package.json']!) as Record<string, unknown>;
    expect(manifest.dependencies).toEqual(variant.dependencies);
    expect(manifest.devDependencies).toEqual(variant.devDependencies.TS);
  });

  it('makes a JS project from the generated JavaScript', () => {
    const project = createSandboxProject('basic', variant, 'JS');
    expect(project.files['src/basic.jsx']).toBe('js demo\n');
    expect(project.files['src/items.js']).toBe('js items\n');
    expect(project.files['index.html']).toContain('src="/src/main.jsx"');
    expect(project.files['tsconfig.json']).toBeUndefined();
    expect(project.files['src/main.jsx']).not.toContain('!');
  });

  it('lays the project out as StackBlitz form fields', () => {
    const fields = stackBlitzFields(createSandboxProject('basic', variant, 'TS'));
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/basic.tsx]']).toBe('ts demo\n');
    expect(JSON.parse(fields['project[files][package.json]']!)).toMatchObject({ dependencies: variant.dependencies });
  });
});
