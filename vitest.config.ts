import { defineConfig } from 'vitest/config';
import { getContentRoot } from './src/engine/content-files';

export default defineConfig({
  resolve: { alias: { '@content': getContentRoot() } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
