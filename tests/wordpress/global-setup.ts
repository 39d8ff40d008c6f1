import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stagePlugin } from '../../scripts/wp-plugin';
import { startWordPress, type WordPressSite } from '../../scripts/wordpress/wordpress';
import { findChromium } from '../browser/chromium';

/** What the WordPress tests know about the site of this run (tests/wordpress/site.ts reads it). */
export type ProvidedSite = Pick<
  WordPressSite,
  'url' | 'cachedUrl' | 'varnishDir' | 'dir' | 'docroot' | 'debugLog' | 'serverLog' | 'admin' | 'seed' | 'wordpress'
>;

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: ProvidedSite;
  }
}

/**
 * Builds the bundle once, stages the plugin with `npm run wp:build`'s own stagePlugin() (its sources
 * from wordpress/cms-islands/ and the families' folders, the files written from the schemas, the
 * bundle in assets/ and the blocks' editor script in build/), stands up ONE WordPress with it
 * (scripts/wordpress/wordpress.ts), and finds the Chromium the test worker launches.
 * The browser helpers of tests/browser/harness.ts launch it from `chromiumPath` and open
 * addresses under `baseUrl`, here the WordPress site.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`[wordpress] ${line}`);
  const executablePath = await findChromium();
  const work = mkdtempSync(join(tmpdir(), 'cms-islands-wp-build-'));
  let site: WordPressSite | undefined;
  let staged: Promise<string[]> | undefined;
  const teardown = async () => {
    await site?.close();
    // A stand-up that failed early (a bad WORDPRESS_ARCHIVE) leaves the build running: it ends before its folder goes.
    await staged?.catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const started = Date.now();
    // Our own build folder and staging (not dist/): a `npm run build` elsewhere cannot change it mid-run.
    // Built while MariaDB comes up.
    const stage = async () => {
      const { dir: plugin } = await stagePlugin({ distDir: join(work, 'dist'), stageDir: join(work, 'cms-islands') });
      log(`bundle built and plugin staged (${Date.now() - started} ms)`);
      return [plugin];
    };
    staged = stage();
    // A failed build is reported by startWordPress, which awaits it; this keeps Node from calling it unhandled first.
    staged.catch(() => undefined);
    site = await startWordPress({ plugins: staged, log });
    project.provide('baseUrl', site.url);
    project.provide('chromiumPath', executablePath);
    const { url, cachedUrl, varnishDir, dir, docroot, debugLog, serverLog, admin, seed, wordpress } = site;
    project.provide('wordpress', { url, cachedUrl, varnishDir, dir, docroot, debugLog, serverLog, admin, seed, wordpress });
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
