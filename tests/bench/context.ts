import type { Browser } from 'playwright-core';
import type { BuiltFileSite } from './browser/trace';
import type { Catalogue } from './cases/catalogue';
import type { BenchConfig } from './config';
import type { BenchSite } from './site/server';

/** What every case gets: the browser, the site serving the generated pages, and what the catalogue learned. */
export interface BenchContext {
  browser: Browser;
  site: BenchSite;
  catalogue: Catalogue;
  config: BenchConfig;
  /** Console problems and anomalies seen while measuring, prefixed with the case; printed with the report. */
  problems: string[];
  /** "widgets/x/y.ts:12 (cms-islands.js:1:2345)" for a place in a built file. */
  resolveSite(site: BuiltFileSite): string;
}
