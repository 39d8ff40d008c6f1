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
import { KIND_ATTRIBUTE, RESTING_ROOTS_ATTRIBUTE, ROOTS_ATTRIBUTE, copyOf } from './pages';

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
  /**
   * Widget roots of `widget` the part holds (the storefront's instance counts): the sample is copied as
   * often as needed, and the last copy loses the roots beyond the count (a sample of three hover boxes
   * gives one). Absent: one copy, as printed.
   */
  instances?: number;
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
  /** Copies of the sample the part prints (`instances` asks for more than one sample holds). */
  copies: number;
  /** The last copy's template when it holds fewer of the widget's roots than the sample (the extra removed). */
  lastTemplate?: string;
  /** Widget roots of `spec.widget` the part holds (its copies', the removed ones not counted). */
  instanceCount: number;
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

interface TrimJob {
  markup: string;
  root: string;
  keep: number;
}

/**
 * Runs in a page: keeps the first `keep` roots matching `root` and removes the others, each with the
 * wrappers that hold only it (a counter's paragraph and label go with it; the row holding the others
 * stays).
 */
function trimInPage(jobs: TrimJob[]): string[] {
  return jobs.map(({ markup, root, keep }) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    for (const extra of [...template.content.querySelectorAll(root)].slice(keep)) {
      let removed: Element = extra;
      while (removed.parentElement && removed.parentElement.querySelectorAll(root).length === 1) removed = removed.parentElement;
      removed.remove();
    }
    return template.innerHTML;
  });
}

/** How many of a sample's roots are `widget`'s (at least one: the sample was picked for it). */
const rootsOf = (sample: CataloguedSample, widget: string) => Math.max(1, sample.widgets.filter((name) => name === widget).length);

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
  // Parts asking for a number of instances the sample's roots do not divide: their last copy is trimmed.
  const trims: TrimJob[] = picked
    .filter(({ spec, sample }) => spec.instances !== undefined && sample && spec.instances % rootsOf(sample, spec.widget) !== 0)
    .map(({ spec, sample }) => ({
      markup: sample!.template,
      root: `[data-island="${spec.widget}"]`,
      keep: spec.instances! % rootsOf(sample!, spec.widget),
    }));
  let grown: Array<{ markup: string; count: number }> = [];
  let trimmed: string[] = [];
  if (jobs.length > 0 || trims.length > 0) {
    const context = await newBenchContext(browser);
    try {
      const page = await context.newPage();
      const run = (work: (jobs: never[]) => unknown, input: unknown[]) =>
        input.length === 0 ? [] : page.evaluate(`${KEEP_NAMES_SHIM}\n(${work.toString()})(${JSON.stringify(input)})`);
      grown = (await run(growInPage as (jobs: never[]) => unknown, jobs)) as typeof grown;
      trimmed = (await run(trimInPage as (jobs: never[]) => unknown, trims)) as string[];
    } finally {
      await context.close();
    }
  }
  return picked.map(({ spec, sample, preferred }) => {
    if (!sample) return { spec, preferred, itemCount: 0, copies: 0, instanceCount: 0 };
    const perCopy = rootsOf(sample, spec.widget);
    const instanceCount = spec.instances ?? perCopy;
    const copies = Math.ceil(instanceCount / perCopy);
    const lastTemplate = instanceCount % perCopy !== 0 ? trimmed.shift()! : undefined;
    const shape = { copies, instanceCount, ...(lastTemplate === undefined ? {} : { lastTemplate }) };
    if (!spec.items) return { spec, sample, preferred, template: sample.template, itemCount: 0, ...shape };
    const result = grown.shift()!;
    return { spec, sample, preferred, template: result.markup, itemCount: result.count, ...shape };
  });
}

/** Marks a part's section on the page: `data-bench-part`, and the roots it mounts for the scroll case. */
export const PART_ATTRIBUTE = 'data-bench-part';

/** Hands out copy numbers per sample across a page, so two parts printing one sample never share an id. */
export function copyNumbers(): (sampleId: string) => number {
  const used = new Map<string, number>();
  return (sampleId) => {
    const next = used.get(sampleId) ?? 0;
    used.set(sampleId, next + 1);
    return next;
  };
}

/**
 * The part's section: its sample's copies (`copies`, else the part's own count), or nothing when it is
 * absent. `copyNumber` numbers the copies page-wide (copyNumbers); without it they count from 0.
 */
export function partSection(
  part: Part,
  {
    copies = part.copies,
    className = '',
    copyNumber,
  }: { copies?: number; className?: string; copyNumber?: (sampleId: string) => number } = {},
): string {
  if (!part.sample || part.template === undefined) return '';
  const sample = part.sample;
  const body = Array.from({ length: copies }, (_, copy) => {
    const last = copy === copies - 1 && part.lastTemplate !== undefined;
    return copyOf({ ...sample, template: last ? part.lastTemplate! : part.template! }, copyNumber ? copyNumber(sample.id) : copy);
  }).join('\n');
  const removed = part.lastTemplate === undefined ? 0 : copies * rootsOf(sample, part.spec.widget) - part.instanceCount;
  const roots = `${ROOTS_ATTRIBUTE}="${sample.widgets.length * copies - removed}" ${RESTING_ROOTS_ATTRIBUTE}="${Math.max(0, sample.restingRoots * copies - removed)}"`;
  const attributes = `${PART_ATTRIBUTE}="${part.spec.widget}" ${KIND_ATTRIBUTE}="${part.spec.widget}" ${roots}`;
  return `<section class="demo-section${className ? ` ${className}` : ''}" ${attributes}>\n<h2>${part.spec.label}</h2>\n${body}\n</section>`;
}

/** How a part shows in the report: "a gallery of 60 images: gallery#1 (60 items)" or "not on the page yet". */
export function describePart(part: Part): { label: string; widget: string; present: boolean; source: string; instances: number } {
  const { spec, sample } = part;
  if (!sample)
    return {
      label: spec.label,
      widget: spec.widget,
      present: false,
      source: `not on the page yet (no demo sample of ${spec.widget})`,
      instances: 0,
    };
  return {
    label: spec.label,
    widget: spec.widget,
    present: true,
    source: `${sample.id}${part.copies > 1 ? ` × ${part.copies}` : ''}${part.lastTemplate !== undefined ? ' (the last copy trimmed)' : ''}${spec.items ? `, ${part.itemCount} items` : ''}`,
    instances: part.instanceCount,
  };
}
