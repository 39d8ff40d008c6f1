/// <reference types="vitest/config" />
// The dev server's and vitest's configuration. The build's (the main bundle and each on-demand file)
// is scripts/build-config.ts (README, "How it is built").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { manifestPlugin } from './scripts/manifest-plugin';
import { packageVersion } from './scripts/build-config';

export default defineConfig({
  plugins: [react(), manifestPlugin()],
  define: { __ISLANDS_VERSION__: JSON.stringify(packageVersion) },
  test: {
    reporters: ['default', './tests/support/closing-line-reporter.ts', './tests/support/times-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A family's tests sit in its folder (README, "Tests": where tests live); the browser's are *.browser.test.ts.
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          setupFiles: ['tests/unit/setup.ts'],
          // A limit for a hung test, not a slow one: on two busy shared cores a synchronous fuzz
          // property of about a second took ten, and failed vitest's default 5 s.
          testTimeout: 30_000,
          // The same limit for hooks (vitest's default is 10 s): a beforeAll that runs ESLint or tsc in a
          // child process (lint-rules, packages) took 3 s quiet and over 10 s on cores shared by others.
          hookTimeout: 30_000,
          // Both cores (vitest's default leaves one free): 160 s → 122 s for the unit phase, measured.
          maxWorkers: 2,
          // Each file in a fresh VM context of a reused worker: files stay isolated from each other
          // (their own module graph and globals), without a new jsdom process per file. 80 s → 32 s
          // for the unit phase on two quiet cores, measured (environment set-up was 55 s of it).
          pool: 'vmThreads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts', 'widgets/**/*.browser.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          setupFiles: ['tests/browser/setup.ts'],
          // Files share their worker's modules (playwright-core, the harness) instead of importing them
          // again each: the tests hold their state in the pages they open, not in modules.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          // Three files at a time on two cores: a browser test waits on its page much of the time. With
          // one Chromium per worker (README, "Tests"), two workers left about a quarter of a core idle
          // once the checks were done (npm test 224-247 s, five runs); three filled it (229 and 232 s,
          // about 20 CPU-s more).
          maxWorkers: 3,
          // No retry: a test that fails once fails the run. Waits that poll from the test's side
          // (expect.poll) get the time a busy machine needs; they end as soon as the page is there.
          expect: { poll: { timeout: 10_000 } },
          // After the unit tests: the browser tests build the bundle and drive Chromium.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
