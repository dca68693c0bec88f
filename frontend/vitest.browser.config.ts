import { defineConfig } from 'vitest/config';

/** Files that throttle the CPU (Emulation.setCPUThrottlingRate): another file beside them would skew what they time. */
const ALONE = ['e2e/first-tap.e2e.ts'];
/** Files at once in the shared pass: each starts its own shop on a free port and its own Chromium. */
const workers = Number(process.env.BROWSER_WORKERS ?? 2);

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built server (`npm start`). Two passes
 * (Vitest projects, run in `groupOrder`): every file but ALONE side by side, then ALONE by itself.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          exclude: ALONE,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'browser-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
