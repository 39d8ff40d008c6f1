import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAll } from '../../scripts/build';
import { startDemoServer, type DemoServer } from '../../demo-pages/server/server';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the demo site the tests browse, served by this run. */
    baseUrl: string;
    /**
     * The Chromium binary every test worker launches once, as its own (tests/browser/harness.ts): found
     * here, once, so a missing browser fails the run before any test.
     */
    chromiumPath: string;
    /** The build of this run (read only): the benchmark's quick run serves it too, rather than building again. */
    distDir: string;
    /** Pages closed by a test are kept for the next (tests/browser/page-pool.ts): the browser project's runs only. */
    recyclePages: boolean;
  }
}

/** Builds the real bundle once, serves the demo site with its backend, and finds the Chromium the workers launch. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = await findChromium();
  // A build folder of this run's own, so runs side by side (and `npm start`) never trip over each other.
  const distDir = mkdtempSync(join(tmpdir(), 'cms-islands-dist-'));
  await buildAll(distDir);
  const demo: DemoServer = await startDemoServer({ port: 0, distDir });
  project.provide('baseUrl', demo.url);
  project.provide('chromiumPath', executablePath);
  project.provide('distDir', distDir);
  project.provide('recyclePages', true);
  return async () => {
    await demo.close();
    rmSync(distDir, { recursive: true, force: true });
  };
}
