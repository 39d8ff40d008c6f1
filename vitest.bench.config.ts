/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

/**
 * `npm run bench:smoke` (README, "Tests"): the benchmark's quick run on the run's own build, in the
 * same headless Chromium the browser tests use (their global set-up builds, serves and launches it).
 */
export default defineConfig({
  test: {
    name: 'bench-smoke',
    environment: 'node',
    include: ['tests/bench/smoke.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    reporters: ['default', './tests/support/closing-line-reporter.ts', './tests/support/times-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
