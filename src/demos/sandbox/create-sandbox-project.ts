import type { CodeVariant } from '../../config/preferences/preference-rules';
import type { DemoFile, DemoVariant } from '../demo-types';

/** A complete Vite + React project made from one demo, ready to post to an online editor. */
export interface SandboxProject {
  title: string;
  description: string;
  /** File path → text; `package.json` pins every package. */
  files: Record<string, string>;
  /** Path of the demo's own file, opened first. */
  entry: string;
}

/** The path a demo file gets in the project: `.tsx`/`.ts`, or `.jsx`/`.js` for the JS variant. */
export function sandboxFilePath(file: DemoFile, variant: CodeVariant): string {
  const extension = variant === 'TS' ? (file.jsx ? 'tsx' : 'ts') : file.jsx ? 'jsx' : 'js';
  return `src/${file.name}.${extension}`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    esModuleInterop: true,
  },
  include: ['src'],
};

function mainFile(demoName: string, variant: CodeVariant): string {
  const root = variant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    `import Demo from './${demoName}';`,
    '',
    `createRoot(${root}).render(`,
    '  <StrictMode>',
    '    <CssBaseline />',
    '    <Demo />',
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
}

/**
 * Builds the sandbox project of a demo: its files in the chosen language (relative files
 * included), an entry point, Vite config, and a package.json whose versions are the ones the
 * site runs (resolved at build time by `scripts/demos/dependencies.ts`).
 */
export function createSandboxProject(name: string, demo: DemoVariant, variant: CodeVariant): SandboxProject {
  const [main] = demo.files;
  if (!main) throw new Error(`Demo "${name}" has no files.`);
  const ts = variant === 'TS';
  const packageJson = {
    name: `x-docs-${name}`,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: ts ? 'tsc --noEmit && vite build' : 'vite build', preview: 'vite preview' },
    dependencies: demo.dependencies,
    devDependencies: demo.devDependencies[variant],
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${name}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ts ? 'tsx' : 'jsx'}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]: "import { defineConfig } from 'vite';\n\nexport default defineConfig({});\n",
    [`src/main.${ts ? 'tsx' : 'jsx'}`]: mainFile(main.name, variant),
  };
  if (ts) files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  for (const file of demo.files) files[sandboxFilePath(file, variant)] = `${file[ts ? 'ts' : 'js'].code}\n`;
  return {
    title: `${name} (MUI X demo)`,
    description: `The "${name}" demo from X Docs, with the package versions the documentation runs.`,
    files,
    entry: sandboxFilePath(main, variant),
  };
}
