import { defineConfig } from 'vitest/config';
import { getContentRoot } from './src/engine/content-files';

export default defineConfig({
  resolve: { alias: { '@content': getContentRoot() } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Some suites load the whole site or the packages' type declarations; on a busy 2-core CI machine that can take
    // far longer than the 5 s default without anything being wrong.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
