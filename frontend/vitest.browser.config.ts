import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium driven by playwright-core against the built server (`npm start`). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
