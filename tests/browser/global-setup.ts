import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildAll } from '../../scripts/build';
import { startDemoServer, type DemoServer } from '../../demo-pages/server/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the demo site the tests browse, served by this run. */
    baseUrl: string;
    /** Where test files connect to the one shared headless Chromium. */
    browserWsEndpoint: string;
    /** The build of this run (read only): the benchmark's quick run serves it too, rather than building again. */
    distDir: string;
    /** Pages closed by a test are kept for the next (tests/browser/page-pool.ts): the browser project's runs only. */
    recyclePages: boolean;
  }
}

/** Builds the real bundle once, serves the demo site with its backend, and starts ONE headless Chromium. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = await findChromium();
  // A build folder of this run's own, so runs side by side (and `npm start`) never trip over each other.
  const distDir = mkdtempSync(join(tmpdir(), 'cms-islands-dist-'));
  await buildAll(distDir);
  const demo: DemoServer = await startDemoServer({ port: 0, distDir });
  const browser: BrowserServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  project.provide('baseUrl', demo.url);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('distDir', distDir);
  project.provide('recyclePages', true);
  return async () => {
    await browser.close();
    await demo.close();
    rmSync(distDir, { recursive: true, force: true });
  };
}
