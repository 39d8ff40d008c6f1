/**
 * The parts the media and list pages (cases/media.ts, cases/list.ts) are built from: a demo sample
 * picked by its widget's name, with its items repeated to the count the issue asks for (a gallery of
 * 60 images from the demo's five). A widget that has no demo sample yet is simply absent, and the report
 * says so: its part joins the page as soon as its demo page has an example region.
 */
import type { Browser } from 'playwright-core';
import { KEEP_NAMES_SHIM } from '../browser/probe';
import { newBenchContext } from '../browser/session';
import type { Catalogue, CataloguedSample } from '../cases/catalogue';
import { KIND_ATTRIBUTE, copyOf, rootsAttributes } from './pages';

export interface PartSpec {
  /** The widget's `data-island` name (or the name the manifest gives a selector-found widget). */
  widget: string;
  /** What the issue asks for ("a gallery of 60 images"). */
  label: string;
  /** Repeat the root's items to this many (absent: the sample as printed). */
  items?: { count: number; selector: string };
  /** Prefer a sample whose markup matches this (a post list with a masonry layout, say). */
  prefer?: RegExp;
  /** Never a sample whose markup matches this (an infinite-scroll list for a load-more click). */
  avoid?: RegExp;
}

export interface Part {
  spec: PartSpec;
  /** The sample used; absent when no demo page has one yet. */
  sample?: CataloguedSample;
  /** Whether the preferred markup was found (always true without a preference). */
  preferred: boolean;
  /** The sample's template with its items repeated (ids still carry the copy mark). */
  template?: string;
  /** Items the part ended with (0 when it repeats none). */
  itemCount: number;
}

/** The first sample whose outermost widget is `spec.widget`, printed with `data-island="<widget>"` first. */
function pickSample(catalogue: Catalogue, spec: PartSpec): { sample?: CataloguedSample; preferred: boolean } {
  const candidates = [...catalogue.samples, ...catalogue.singletons].filter(
    (sample) => sample.widgets[0] === spec.widget && !spec.avoid?.test(sample.template),
  );
  const byIsland = (sample: CataloguedSample) => sample.template.includes(`data-island="${spec.widget}"`);
  const ordered = [...candidates.filter(byIsland), ...candidates.filter((sample) => !byIsland(sample))];
  const preferred = spec.prefer ? ordered.find((sample) => spec.prefer!.test(sample.template)) : undefined;
  return { sample: preferred ?? ordered[0], preferred: !spec.prefer || preferred !== undefined };
}

interface GrowJob {
  markup: string;
  root: string;
  items: string;
  count: number;
}

/**
 * Runs in a page: repeats the items of the widget's root element (in turn, each copy placed after the
 * last item, without its ids) until there are `count`, or drops the last ones. Returns the markup and
 * the count reached (the items found, when there are none to repeat).
 */
function growInPage(jobs: GrowJob[]): Array<{ markup: string; count: number }> {
  return jobs.map(({ markup, root, items, count }) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    const host = template.content.querySelector(root);
    const found = host ? [...host.querySelectorAll(items)].filter((item) => item.parentElement === host) : [];
    if (!host || found.length === 0) return { markup, count: found.length };
    let last = found[found.length - 1]!;
    for (let index = found.length; index < count; index += 1) {
      const copy = found[index % found.length]!.cloneNode(true) as Element;
      copy.removeAttribute('id');
      for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
      last.after(copy);
      last = copy;
    }
    for (const extra of found.slice(count)) extra.remove();
    return { markup: template.innerHTML, count: Math.max(count, 0) };
  });
}

/** Picks a sample for every spec and repeats its items; runs one blank page for the markup work. */
export async function buildParts(browser: Browser, catalogue: Catalogue, specs: readonly PartSpec[]): Promise<Part[]> {
  const picked = specs.map((spec) => ({ spec, ...pickSample(catalogue, spec) }));
  const jobs: GrowJob[] = picked
    .filter(({ spec, sample }) => spec.items && sample)
    .map(({ spec, sample }) => ({
      markup: sample!.template,
      root: `[data-island="${spec.widget}"]`,
      items: spec.items!.selector,
      count: spec.items!.count,
    }));
  let grown: Array<{ markup: string; count: number }> = [];
  if (jobs.length > 0) {
    const context = await newBenchContext(browser);
    try {
      const page = await context.newPage();
      grown = (await page.evaluate(`${KEEP_NAMES_SHIM}\n(${growInPage.toString()})(${JSON.stringify(jobs)})`)) as typeof grown;
    } finally {
      await context.close();
    }
  }
  return picked.map(({ spec, sample, preferred }) => {
    if (!sample) return { spec, preferred, itemCount: 0 };
    if (!spec.items) return { spec, sample, preferred, template: sample.template, itemCount: 0 };
    const result = grown.shift()!;
    return { spec, sample, preferred, template: result.markup, itemCount: result.count };
  });
}

/** Marks a part's section on the page: `data-bench-part`, and the roots it mounts for the scroll case. */
export const PART_ATTRIBUTE = 'data-bench-part';

/** The part's section: its sample's first copy (or `copies` copies), or nothing when it is absent. */
export function partSection(part: Part, { copies = 1, className = '' } = {}): string {
  if (!part.sample || part.template === undefined) return '';
  const template = { ...part.sample, template: part.template };
  const body = Array.from({ length: copies }, (_, copy) => copyOf(template, copy)).join('\n');
  const attributes = `${PART_ATTRIBUTE}="${part.spec.widget}" ${KIND_ATTRIBUTE}="${part.spec.widget}" ${rootsAttributes(part.sample, copies)}`;
  return `<section class="demo-section${className ? ` ${className}` : ''}" ${attributes}>\n<h2>${part.spec.label}</h2>\n${body}\n</section>`;
}

/** How a part shows in the report: "a gallery of 60 images: gallery#1 (60 items)" or "not on the page yet". */
export function describePart(part: Part): { label: string; widget: string; present: boolean; source: string } {
  const { spec, sample } = part;
  if (!sample)
    return { label: spec.label, widget: spec.widget, present: false, source: `not on the page yet (no demo sample of ${spec.widget})` };
  return {
    label: spec.label,
    widget: spec.widget,
    present: true,
    source: `${sample.id}${spec.items ? `, ${part.itemCount} items` : ''}`,
  };
}
