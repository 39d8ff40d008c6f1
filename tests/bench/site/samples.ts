/**
 * The widget markup the benchmark's pages are built from: every `<!-- example -->…<!-- /example -->`
 * region of the demo pages, which is the exact markup a theme prints. Reading them at run time keeps the
 * benchmark in step as widget families land; a family that has no demo page yet is simply absent.
 */
import { listPages } from '../../../demo-pages/server/pages';

interface RawSample {
  /** `<page slug>#<n>`: the n-th example region (from 1) of that demo page. */
  id: string;
  slug: string;
  markup: string;
}

export interface DemoSource {
  samples: RawSample[];
  /** Samples left out, with the reason (shown in the report). */
  skipped: Array<{ id: string; reason: string }>;
  /** Stylesheet links the demo pages carry in their body (a family's own CSS), for the generated pages. */
  stylesheetLinks: string[];
  /** The demo pages' own settings, merged, so the widgets find the same settings as on the demo site. */
  settings: Record<string, unknown>;
}

const EXAMPLE_REGION = /<!--\s*example\s*-->([\s\S]*?)<!--\s*\/example\s*-->/g;
const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/**
 * A region that only holds an opener of a widget printed elsewhere (the promo popup's newsletter opener,
 * `data-promo-popup-open`) is joined to the page's next region, so the two are copied together.
 */
const OPENER_ONLY = /\bdata-promo-popup-open\b/;

function joinOpeners(samples: RawSample[], slug: string): void {
  for (let index = samples.length - 2; index >= 0; index -= 1) {
    const sample = samples[index]!;
    const next = samples[index + 1]!;
    if (sample.slug !== slug || next.slug !== slug || !OPENER_ONLY.test(sample.markup) || /\bdata-island\s*=/i.test(sample.markup))
      continue;
    samples.splice(index, 2, {
      id: `${sample.id}+${next.id.slice(next.id.indexOf('#') + 1)}`,
      slug,
      markup: `${sample.markup}\n${next.markup}`,
    });
  }
}

/**
 * Widgets a page has one of (a page-wide state, cookie or fixed-position control): copying them a hundred
 * times would measure a page no theme prints. A sample mounting one is left out of the mixed pages and
 * placed once on the interaction page; the shop header is scrolled on a page of its own (cases/scroll.ts).
 */
export const PAGE_SINGLETON_WIDGETS: ReadonlySet<string> = new Set([
  'promo-popup',
  'cookie-notice',
  'header-banner',
  'sticky-header',
  'one-page-menu',
  'scroll-to-top',
]);

export function readDemoSamples(): DemoSource {
  const samples: RawSample[] = [];
  const skipped: DemoSource['skipped'] = [];
  const stylesheetLinks = new Set<string>();
  let settings: Record<string, unknown> = {};
  for (const page of listPages()) {
    let index = 0;
    for (const match of page.body.matchAll(EXAMPLE_REGION)) {
      index += 1;
      const id = `${page.slug}#${index}`;
      // The family's stylesheet goes into the generated page's head once, not into every copy.
      const markup = (match[1] ?? '').replace(STYLESHEET_LINK, (link) => (stylesheetLinks.add(link), '')).trim();
      // A theme's own script (registering its own widget, say) cannot be copied a thousand times, and is
      // not the bundle's cost.
      if (/<script\b/i.test(markup)) skipped.push({ id, reason: 'carries a script of its own (theme code, not a bundle widget)' });
      else if (markup) samples.push({ id, slug: page.slug, markup });
    }
    joinOpeners(samples, page.slug);
    for (const link of page.body.match(STYLESHEET_LINK) ?? []) stylesheetLinks.add(link);
    settings = { ...settings, ...page.settings };
  }
  return { samples, skipped, stylesheetLinks: [...stylesheetLinks], settings };
}
