/**
 * The pages the benchmark loads, generated from the demo samples and printed through the demo site's
 * own layout (settings global, demo CSS, the bundle's script tag at the end of the body). They are
 * served without the demo site's Content-Security-Policy (no nonce is printed): the benchmark's own
 * page scripts (the start mark below, the memory case's markup insertion) are not the bundle's, and
 * the browser tests already hold the bundle to the policy.
 */
import { renderLayout } from '../../../demo-pages/server/pages';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';

/**
 * Written after every id of a sample's template. A sample's first copy on a page keeps the demo's ids
 * (so its form posts the unit tag the demo backend knows); each further copy gets a number. A number,
 * not "-copy3", so ids whose format ends in one stay well-formed (Contact Form 7's wpcf7-f4-p5-o1).
 */
export const COPY_SUFFIX_MARK = '__bench_copy__';
/** Copy numbers start here so every suffix has the same width (no id + suffix can equal another's). */
const FIRST_COPY_NUMBER = 10_000;

/**
 * A lazy_loading_offset (page setting) that reaches every widget of a page, so `visible` widgets mount
 * wherever they are: for the catalogue and the memory case, which are about what mounts, not when.
 */
export const REACH_EVERYTHING_OFFSET_PX = '100000';

/** performance.mark() set by an inline script right before the bundle's script tag. */
export const SCRIPT_START_MARK = 'bench:bundle-tag-reached';
/**
 * performance.mark() set by an inline script right after the bundle's tag: the parser runs it once the
 * bundle (a plain script: it blocks the parser) has been evaluated, its boot's own task included.
 */
export const BUNDLE_RAN_MARK = 'bench:bundle-ran';

/**
 * Wraps each copy of a sample: `data-bench-roots` is how many widget roots it mounts (once the visitor
 * has reached for those that wait for interaction), `data-bench-resting-roots` how many of them mount
 * with the visitor doing nothing, `data-bench-kind` its outermost widget's name.
 */
export const COPY_ATTRIBUTE = 'data-bench-copy';
export const ROOTS_ATTRIBUTE = 'data-bench-roots';
export const RESTING_ROOTS_ATTRIBUTE = 'data-bench-resting-roots';
export const KIND_ATTRIBUTE = 'data-bench-kind';

/** A sample whose ids carry COPY_SUFFIX_MARK, and what it mounts (learned by the catalogue). */
export interface SampleTemplate {
  id: string;
  template: string;
  /**
   * Names of the widget roots it mounts, outermost first (nested ones in closed panels do not): at rest,
   * and those that wait for the visitor's intent (README, "Mount strategies") once it is shown.
   */
  widgets: string[];
  /** How many of them mount with the visitor doing nothing. */
  restingRoots: number;
}

/** The roots attributes of a section holding `copies` copies of a sample. */
function rootsAttributes(sample: SampleTemplate, copies = 1): string {
  return `${ROOTS_ATTRIBUTE}="${sample.widgets.length * copies}" ${RESTING_ROOTS_ATTRIBUTE}="${sample.restingRoots * copies}"`;
}

/** The n-th copy (from 0) of a sample on one page. */
export function copyOf(sample: SampleTemplate, copy: number): string {
  return sample.template.replaceAll(COPY_SUFFIX_MARK, copy === 0 ? '' : String(FIRST_COPY_NUMBER + copy));
}

/** The sample's n-th copy, wrapped; `position` is its place on the page. */
function wrapCopy(sample: SampleTemplate, copy: number, position: number): string {
  const attributes = `${COPY_ATTRIBUTE}="${position}" ${rootsAttributes(sample)} ${KIND_ATTRIBUTE}="${sample.widgets[0] ?? ''}"`;
  return `<section class="demo-section" ${attributes}>\n${copyOf(sample, copy)}\n</section>`;
}

export interface PageParts {
  title: string;
  body: string;
  settings?: Record<string, unknown>;
  /** Stylesheet links for the head. */
  head?: string[];
}

const BUNDLE_TAG = new RegExp(`<script\\b[^>]*\\bsrc="/dist/${MAIN_BUNDLE_FILE.replace(/\./g, '\\.')}"[^>]*></script>`);

export function renderBenchPage({ title, body, settings = {}, head = [] }: PageParts): string {
  const html = renderLayout({ title, settings, body }, head.join('\n'));
  if (!BUNDLE_TAG.test(html))
    throw new Error(`the demo layout no longer loads /dist/${MAIN_BUNDLE_FILE} with a plain script tag; update tests/bench/site/pages.ts`);
  const mark = (name: string) => `<script>performance.mark(${JSON.stringify(name)})</script>`;
  return html.replace(BUNDLE_TAG, (tag) => `${mark(SCRIPT_START_MARK)}\n${tag}\n${mark(BUNDLE_RAN_MARK)}`);
}

/**
 * Copies of the samples in round-robin order of their kinds (outermost widget name) until the page
 * holds at least `widgetRoots` roots, so every kind shows up near the top and the mix stays the same
 * whatever the count.
 */
export function mixedCopies(samples: readonly SampleTemplate[], widgetRoots: number): SampleTemplate[] {
  const byKind = new Map<string, SampleTemplate[]>();
  for (const sample of samples) {
    const kind = sample.widgets[0] ?? sample.id;
    byKind.set(kind, [...(byKind.get(kind) ?? []), sample]);
  }
  const kinds = [...byKind.values()];
  const picked: SampleTemplate[] = [];
  let roots = 0;
  for (let round = 0; roots < widgetRoots && kinds.length > 0; round += 1) {
    for (const ofKind of kinds) {
      if (roots >= widgetRoots) break;
      const sample = ofKind[round % ofKind.length]!;
      picked.push(sample);
      roots += Math.max(sample.widgets.length, 1);
    }
  }
  return picked;
}

export function mixedBody(heading: string, copies: readonly SampleTemplate[]): string {
  const copiesSoFar = new Map<string, number>();
  const sections = copies.map((sample, position) => {
    const copy = copiesSoFar.get(sample.id) ?? 0;
    copiesSoFar.set(sample.id, copy + 1);
    return wrapCopy(sample, copy, position);
  });
  return `<h1>${heading}</h1>\n${sections.join('\n')}`;
}
