/**
 * Learns what each demo sample is before anything is timed: its ids made unique per copy, which widget
 * roots it mounts (at rest, then once the visitor's intent is shown: browser/intent.ts), and which
 * vendor files it fetches (a "heavy" widget). Each sample is loaded alone on a page whose
 * lazy_loading_offset reaches everything, so it mounts without scrolling.
 */
import type { Browser, Page } from 'playwright-core';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';
import { IDLE_MOUNT_TIMEOUT_MS } from '../../../mount/strategies';
import { KEEP_NAMES_SHIM, MOUNTED_ATTRIBUTE } from '../browser/probe';
import { showIntentInPage } from '../browser/intent';
import { newBenchContext, waitForQuiet, watchPage } from '../browser/session';
import { COPY_SUFFIX_MARK, REACH_EVERYTHING_OFFSET_PX, copyOf, renderBenchPage, type SampleTemplate } from '../site/pages';
import { PAGE_SINGLETON_WIDGETS, readDemoSamples } from '../site/samples';
import type { BenchSite } from '../site/server';

export interface CataloguedSample extends SampleTemplate {
  slug: string;
  /** Vendor files the sample's widgets fetched on demand; empty for a light widget. */
  vendorFiles: string[];
}

export interface Catalogue {
  /** Samples the mixed pages copy. */
  samples: CataloguedSample[];
  /** Samples with a page-level singleton (PAGE_SINGLETON_WIDGETS): placed once, never copied. */
  singletons: CataloguedSample[];
  skipped: Array<{ id: string; reason: string }>;
  /** Head links and settings every generated page carries. */
  head: string[];
  settings: Record<string, unknown>;
}

/** A sample has finished mounting when no widget mounted for this long after the network went idle. */
const MOUNT_QUIET_MS = 200;

/**
 * Runs in the page: parses each sample as the browser does and appends COPY_SUFFIX_MARK to every id and
 * to every reference to one (for, aria-*, data-*, `#id` links, a hidden field carrying an id such as
 * Contact Form 7's unit tag), so copies on one page never share an id. Field names stay as they are.
 */
function markIdsForCopies({ markups, mark }: { markups: string[]; mark: string }): string[] {
  const referenceAttributes = new Set(['for', 'form', 'list', 'headers', 'popovertarget', 'commandfor', 'itemref']);
  const urlAttributes = new Set(['href', 'action', 'formaction']);
  return markups.map((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    const ids = new Set([...template.content.querySelectorAll('[id]')].map((element) => element.id).filter(Boolean));
    const marked = (token: string) => (ids.has(token) || (token.startsWith('#') && ids.has(token.slice(1))) ? token + mark : token);
    for (const element of template.content.querySelectorAll('*')) {
      for (const { name, value } of [...element.attributes]) {
        let next = value;
        if (name === 'id') next = marked(value);
        else if (referenceAttributes.has(name) || name.startsWith('aria-') || name.startsWith('data-'))
          next = value.split(/(\s+)/).map(marked).join('');
        else if (urlAttributes.has(name) && value.includes('#')) next = ids.has(value.slice(value.indexOf('#') + 1)) ? value + mark : value;
        else if (name === 'value' && element.tagName === 'INPUT' && element.getAttribute('type') === 'hidden') next = marked(value);
        if (next !== value) element.setAttribute(name, next);
      }
    }
    return template.innerHTML;
  });
}

async function markIds(page: Page, markups: string[]): Promise<string[]> {
  const call = `${KEEP_NAMES_SHIM}\n(${markIdsForCopies.toString()})(${JSON.stringify({ markups, mark: COPY_SUFFIX_MARK })})`;
  return (await page.evaluate(call)) as string[];
}

async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

export async function catalogueSamples(browser: Browser, site: BenchSite, concurrency: number): Promise<Catalogue> {
  const source = readDemoSamples();
  // One context for the parsing and every sample page (each page loads afresh: the server forbids caching).
  const context = await newBenchContext(browser);
  const head = source.stylesheetLinks;
  const settings = { ...source.settings, lazy_loading_offset: REACH_EVERYTHING_OFFSET_PX };
  let learned: Array<CataloguedSample | string>;
  try {
    const parser = await context.newPage();
    const templates = await markIds(
      parser,
      source.samples.map((sample) => sample.markup),
    );
    await parser.close();
    learned = await inPool(source.samples, concurrency, async (raw): Promise<CataloguedSample | string> => {
      const template = templates[source.samples.indexOf(raw)]!;
      const body = copyOf({ id: raw.id, template, widgets: [], restingRoots: 0 }, 0);
      const page = await context.newPage();
      try {
        const { problems, distRequests } = watchPage(page);
        await page.goto(site.addPage(renderBenchPage({ title: `Sample ${raw.id}`, body, head, settings })), { waitUntil: 'load' });
        await waitForQuiet(page, MOUNT_QUIET_MS);
        // An `idle` widget on a busy machine may wait for its idle moment up to the runtime's timeout: an
        // idle callback asked for after the bundle's runs after it.
        await page.evaluate(
          (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
          IDLE_MOUNT_TIMEOUT_MS + 500,
        );
        await waitForQuiet(page, MOUNT_QUIET_MS);
        const mountedNames = () =>
          page.evaluate(
            (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute) ?? ''),
            MOUNTED_ATTRIBUTE,
          );
        const restingRoots = (await mountedNames()).length;
        await page.evaluate(showIntentInPage, 'main');
        await waitForQuiet(page, MOUNT_QUIET_MS);
        const widgets = await mountedNames();
        if (problems.length > 0) return `prints a console problem: ${problems[0]}`;
        if (widgets.length === 0) return 'mounts no widget of the bundle';
        const vendorFiles = [...new Set(distRequests.filter((file) => file.endsWith('.js') && file !== MAIN_BUNDLE_FILE))];
        return { id: raw.id, slug: raw.slug, template, widgets, restingRoots, vendorFiles };
      } finally {
        await page.close();
      }
    });
  } finally {
    await context.close();
  }
  const skipped = [...source.skipped];
  const samples: CataloguedSample[] = [];
  const singletons: CataloguedSample[] = [];
  learned.forEach((result, index) => {
    const singleton = typeof result === 'string' ? [] : result.widgets.filter((widget) => PAGE_SINGLETON_WIDGETS.has(widget));
    if (typeof result === 'string') skipped.push({ id: source.samples[index]!.id, reason: result });
    else if (singleton.length > 0) {
      singletons.push(result);
      skipped.push({
        id: result.id,
        reason: `a page has one ${[...new Set(singleton)].join(', ')}: not copied into the mixed pages (placed once on the interaction page when an interaction acts on it; the shop header is scrolled on a page of its own)`,
      });
    } else samples.push(result);
  });
  if (samples.length === 0) throw new Error('no demo page has an example region that mounts a widget: nothing to benchmark');
  return { samples, singletons, skipped, head, settings: source.settings };
}

export function isHeavy(sample: CataloguedSample): boolean {
  return sample.vendorFiles.length > 0;
}
