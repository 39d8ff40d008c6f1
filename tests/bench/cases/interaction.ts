/**
 * Interaction: a click, a key press or a typed text on a mounted widget, traced. Processing comes from Event Timing
 * (processingEnd - processingStart of every event of the interaction: pointerdown, mousedown, pointerup,
 * mouseup, click; or keydown, keypress, keyup), and "to next paint" is Event Timing's duration. Input
 * goes through the DevTools protocol (Playwright's mouse and keyboard), as a visitor's would. A typed
 * text is one interaction per key: its figures are those of its slowest key.
 *
 * The interactions run one after another on one page holding the first sample of every kind once (and
 * each page-level singleton once), in the order of INTERACTIONS: an "open" is followed by its "close".
 */
import type { Page } from 'playwright-core';
import { VIEWPORT } from '../config';
import type { BenchContext } from '../context';
import { afterNextPaint, animationsFinished, openMeasuredPage, waitForQuiet } from '../browser/session';
import { eventTimings, forcedLayouts, longestScriptRunMs, traced, windowBetweenMarks } from '../browser/trace';
import { summarizeRuns, type Stat } from '../report/stats';
import { KIND_ATTRIBUTE, RESTING_ROOTS_ATTRIBUTE, mixedBody, renderBenchPage } from '../site/pages';
import { showIntentInPage } from '../browser/intent';
import type { Catalogue } from './catalogue';

interface InteractionSpec {
  name: string;
  /** The outermost widget of the sample acted on. */
  kind: string;
  /** What to act on, inside the first sample of that kind (or anywhere, with scope 'document'). */
  target: string;
  scope?: 'document';
  /** 'click', the key pressed with the target focused, or a text typed into it key by key. */
  input: 'click' | { key: string } | { text: string };
  /** A viewport of its own (a mobile-only control); the bench viewport otherwise. */
  viewport?: { width: number; height: number };
  /** Fill the form's fields first (not measured), so the server accepts it. */
  fillForm?: boolean;
  /** Wait for the server's answer to show in the widget, and report when it did. */
  waitForAnswer?: boolean;
}

const MOBILE_VIEWPORT = { width: 375, height: 812 } as const;

const INTERACTIONS: readonly InteractionSpec[] = [
  { name: 'switch a tab (click)', kind: 'tabs', target: '[role="tab"][aria-selected="false"]', input: 'click' },
  { name: 'switch a tab (arrow key)', kind: 'tabs', target: '[role="tab"][aria-selected="true"]', input: { key: 'ArrowRight' } },
  { name: 'toggle an accordion (click)', kind: 'accordion', target: '[aria-expanded]', input: 'click' },
  { name: 'toggle a toggle (Enter key)', kind: 'toggle', target: '[aria-expanded]', input: { key: 'Enter' } },
  {
    name: 'submit the contact form (click)',
    kind: 'contact-form',
    target: '[type="submit"]',
    input: 'click',
    fillForm: true,
    waitForAnswer: true,
  },
  // Shop header and menus (issue 9): each menu opened and closed.
  // By keyboard: a pointer moved onto the menu opens the sub-menu on hover first (intent delay), and the
  // click would then close it again.
  {
    name: 'open a sub-menu (Enter on its button)',
    kind: 'menu',
    target: '[data-submenu-toggle][aria-expanded="false"]',
    input: { key: 'Enter' },
  },
  {
    name: 'close the sub-menu (Escape key)',
    kind: 'menu',
    target: '[data-submenu-toggle][aria-expanded="true"]',
    input: { key: 'Escape' },
  },
  { name: 'open the full-screen menu (click)', kind: 'menu', target: '[data-opens^="shop-fullscreen-menu"]', input: 'click' },
  {
    name: 'close the full-screen menu (close button)',
    kind: 'menu',
    target: 'dialog[open] [data-drawer-close]',
    scope: 'document',
    input: 'click',
  },
  {
    name: 'open the mobile menu drawer, 375 px (click)',
    kind: 'menu',
    target: '[data-opens^="shop-mobile-menu"]',
    input: 'click',
    viewport: MOBILE_VIEWPORT,
  },
  {
    name: 'close the mobile menu drawer, 375 px (close button)',
    kind: 'menu',
    target: 'dialog[open] [data-drawer-close]',
    scope: 'document',
    input: 'click',
    viewport: MOBILE_VIEWPORT,
  },
  { name: 'open the off-canvas sidebar (click)', kind: 'menu', target: '[data-opens^="shop-sidebar"]', input: 'click' },
  {
    name: 'close the off-canvas sidebar (close button)',
    kind: 'menu',
    target: 'dialog[open] [data-drawer-close]',
    scope: 'document',
    input: 'click',
  },
  // Search and popups (issue 10).
  { name: 'open the search overlay (click)', kind: 'search', target: '[data-search-open]', input: 'click' },
  {
    name: 'type a query in search (slowest of 5 keys)',
    kind: 'search',
    target: 'dialog[open] input[type="search"]',
    input: { text: 'stone' },
  },
  { name: 'close the search overlay (close button)', kind: 'search', target: 'dialog[open] [data-search-close]', input: 'click' },
  { name: 'open a content popup (click)', kind: 'popup', target: '[data-popup-src]', input: 'click' },
  { name: 'close the content popup (Escape key)', kind: 'popup', target: 'dialog[open]', scope: 'document', input: { key: 'Escape' } },
  { name: 'open the promo popup from its opener (click)', kind: 'promo-popup', target: '[data-promo-popup-open]', input: 'click' },
  { name: 'close the promo popup (Escape key)', kind: 'promo-popup', target: 'dialog[open]', scope: 'document', input: { key: 'Escape' } },
];

export interface InteractionRun {
  /** Sum of the interaction's events' processing (listeners and their microtasks). */
  processingMs: number;
  /** Longest Event Timing duration of the interaction: input to the next paint. */
  toNextPaintMs: number;
  /** Longest uninterrupted script run in the traced span (an answer's handling included). */
  longestScriptMs: number;
  forcedLayoutsByBundle: number;
  /** Time those forced layouts took (inside the processing: showModal and focus() lay the page out). */
  forcedLayoutMs: number;
  /** 1 when the widget's state changed (a tab selected, a panel shown, the form answered). */
  worked: number;
  /** Input to the server's answer shown, for forms (the demo backend answers after a delay of its own). */
  answerShownMs: number;
}

export interface InteractionCase {
  name: string;
  kind: string;
  /** Absent when no demo sample has this widget yet, or when the interaction could not be done (`failed`). */
  absent: boolean;
  failed?: string;
  stats?: Record<keyof InteractionRun, Stat>;
  forcedLayoutSites: string[];
}

const START_MARK = 'bench:interaction-start';
const END_MARK = 'bench:interaction-end';
/** Set by timeInput at the end of its traced span. */
export const INPUT_END_MARK = END_MARK;
const ANSWER_TIMEOUT_MS = 5000;
const QUIET_AFTER_INPUT_MS = 100;

/** Runs in the page: a string that changes when the widget's state does. */
function stateOf({ kindAttribute, kind }: { kindAttribute: string; kind: string }): string {
  const wrapper = document.querySelector(`[${kindAttribute}="${kind}"]`);
  if (!wrapper) return '';
  const parts: string[] = [];
  for (const element of wrapper.querySelectorAll('*')) {
    for (const name of ['aria-selected', 'aria-expanded', 'hidden', 'data-status', 'aria-busy', 'aria-invalid']) {
      if (element.hasAttribute(name)) parts.push(`${name}=${element.getAttribute(name)}`);
    }
  }
  for (const answer of wrapper.querySelectorAll('.wpcf7-response-output, [role="alert"], [role="status"]'))
    parts.push(answer.textContent ?? '');
  for (const field of wrapper.querySelectorAll('input')) parts.push(`value=${field.value}`);
  // A modal opened or closed (a popup's dialog may live outside the sample).
  parts.push(`open dialogs=${document.querySelectorAll('dialog[open]').length}`);
  return parts.join('|');
}

/** Runs in the page: fills every field of the wrapper's form with a plausible value. */
function fillForm({ kindAttribute, kind }: { kindAttribute: string; kind: string }): void {
  const wrapper = document.querySelector(`[${kindAttribute}="${kind}"]`);
  const byType: Record<string, string> = {
    email: 'ana@example.com',
    url: 'https://example.com/',
    tel: '+44 20 7946 0000',
    number: '30',
    date: '2025-06-01',
  };
  for (const field of wrapper?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select') ??
    []) {
    if (field instanceof HTMLSelectElement) {
      if (!field.value && field.options.length > 1) field.selectedIndex = 1;
    } else if (field instanceof HTMLTextAreaElement) field.value = 'Hello from the benchmark.';
    else if (field.type === 'checkbox')
      field.checked = field.checked || field.name.includes('accept') || !!field.closest('.wpcf7-acceptance');
    else if (field.type === 'radio') field.checked ||= !document.querySelector(`input[type="radio"][name="${field.name}"]:checked`);
    else if (['hidden', 'submit', 'button', 'file', 'reset'].includes(field.type) || field.readOnly) continue;
    else field.value = byType[field.type] ?? 'Ana';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Runs in the page: resolves with ms from now until an answer shows in the wrapper (NaN on timeout). */
function armAnswerWatch({ kindAttribute, kind, timeoutMs }: { kindAttribute: string; kind: string; timeoutMs: number }): void {
  const wrapper = document.querySelector(`[${kindAttribute}="${kind}"]`)!;
  const armedAt = performance.now();
  const answered = () =>
    [...wrapper.querySelectorAll('.wpcf7-response-output, [role="alert"]')].some((node) => (node.textContent ?? '').trim() !== '');
  const watch = { shownMs: NaN, done: false };
  (window as unknown as { __benchAnswer: typeof watch }).__benchAnswer = watch;
  const observer = new MutationObserver(() => {
    if (!answered()) return;
    watch.shownMs = performance.now() - armedAt;
    watch.done = true;
    observer.disconnect();
  });
  observer.observe(wrapper, { subtree: true, childList: true, characterData: true });
  setTimeout(() => {
    watch.done = true;
    observer.disconnect();
  }, timeoutMs);
}

async function bringIntoView(page: Page, kind: string): Promise<boolean> {
  const found = await page.evaluate(
    ({ kindAttribute, kind }) => {
      const wrapper = document.querySelector(`[${kindAttribute}="${kind}"]`);
      wrapper?.scrollIntoView({ block: 'start', behavior: 'instant' });
      return !!wrapper;
    },
    { kindAttribute: KIND_ATTRIBUTE, kind },
  );
  if (!found) return false;
  await page.waitForFunction(
    ({ kindAttribute, rootsAttribute, kind }) => {
      const wrapper = document.querySelector(`[${kindAttribute}="${kind}"]`)!;
      return wrapper.querySelectorAll('[data-island-mounted]').length >= Number(wrapper.getAttribute(rootsAttribute));
    },
    { kindAttribute: KIND_ATTRIBUTE, rootsAttribute: RESTING_ROOTS_ATTRIBUTE, kind },
    { timeout: 10_000 },
  );
  // Widgets that wait for the visitor mount now, as when a visitor's pointer reaches them: the figures
  // are those of a mounted widget (a first click before that is the storefront case's).
  await page.evaluate(showIntentInPage, `[${KIND_ATTRIBUTE}="${kind}"]`);
  await waitForQuiet(page, 200);
  return true;
}

async function interactOnce(context: BenchContext, page: Page, spec: InteractionSpec, sites: Set<string>): Promise<InteractionRun> {
  const names = { kindAttribute: KIND_ATTRIBUTE, kind: spec.kind };
  if (spec.fillForm) await page.evaluate(fillForm, names);
  const target = page.locator(spec.scope === 'document' ? spec.target : `[${KIND_ATTRIBUTE}="${spec.kind}"] ${spec.target}`).first();
  await animationsFinished(page);
  const box = await target.boundingBox({ timeout: 5000 });
  if (!box) throw new Error(`${spec.name}: ${spec.target} is not on screen`);
  const input = spec.input;
  // A dialog is focused only when it holds focus already (showModal moved it in).
  if (typeof input !== 'string')
    await target.evaluate((element) => {
      if (!element.contains(document.activeElement)) (element as HTMLElement).focus();
    });
  await afterNextPaint(page);
  const before = await page.evaluate(stateOf, names);
  if (spec.waitForAnswer) await page.evaluate(armAnswerWatch, { ...names, timeoutMs: ANSWER_TIMEOUT_MS });

  const timed = await timeInput(
    context,
    page,
    async () => {
      if (input === 'click') await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      else if ('key' in input) await page.keyboard.press(input.key);
      else
        for (const character of input.text) {
          await page.keyboard.press(character);
          await afterNextPaint(page);
        }
      if (spec.waitForAnswer)
        await page.waitForFunction(() => (window as unknown as { __benchAnswer: { done: boolean } }).__benchAnswer.done, undefined, {
          timeout: ANSWER_TIMEOUT_MS + 1000,
          polling: 50,
        });
    },
    sites,
  );
  const after = await page.evaluate(stateOf, names);
  const answerShownMs = spec.waitForAnswer
    ? await page.evaluate(() => (window as unknown as { __benchAnswer: { shownMs: number } }).__benchAnswer.shownMs)
    : NaN;
  return { ...timed, worked: before !== after ? 1 : 0, answerShownMs };
}

export type TimedInput = Pick<
  InteractionRun,
  'processingMs' | 'toNextPaintMs' | 'longestScriptMs' | 'forcedLayoutsByBundle' | 'forcedLayoutMs'
>;

/**
 * Traces `act` (input, and whatever waiting it needs) up to the next paint after it and a short quiet
 * time, and reads the interaction's Event Timing and the bundle's forced layouts (their places go into
 * `sites`). Also used by the media and list pages (cases/media.ts, cases/list.ts).
 */
export async function timeInput(context: BenchContext, page: Page, act: () => Promise<void>, sites: Set<string>): Promise<TimedInput> {
  const { events } = await traced(context.browser, page, async () => {
    await page.evaluate((mark) => performance.mark(mark), START_MARK);
    await act();
    await afterNextPaint(page);
    await page.waitForTimeout(QUIET_AFTER_INPUT_MS);
    await page.evaluate((mark) => performance.mark(mark), END_MARK);
  });
  const span = windowBetweenMarks(events, START_MARK, END_MARK);
  // Per interaction (one click, one key): the sum of its events' processing; the slowest one counts.
  const byInteraction = new Map<number, { processingMs: number; durationMs: number }>();
  for (const entry of eventTimings(span.events).filter((timing) => timing.interactionId > 0)) {
    const sum = byInteraction.get(entry.interactionId) ?? { processingMs: 0, durationMs: 0 };
    sum.processingMs += entry.processingMs;
    sum.durationMs = Math.max(sum.durationMs, entry.durationMs);
    byInteraction.set(entry.interactionId, sum);
  }
  const interactions = [...byInteraction.values()];
  const forced = forcedLayouts(span);
  forced.bundleSites.forEach((place) => sites.add(context.resolveSite(place)));
  return {
    processingMs: interactions.length > 0 ? Math.max(...interactions.map((one) => one.processingMs)) : NaN,
    toNextPaintMs: interactions.length > 0 ? Math.max(...interactions.map((one) => one.durationMs)) : NaN,
    longestScriptMs: longestScriptRunMs(span),
    forcedLayoutsByBundle: forced.bundle,
    forcedLayoutMs: forced.bundleMs,
  };
}

/**
 * The first sample of every kind once, then each page-level singleton an interaction acts on, once. The
 * other singletons stay off: a stuck sticky header or a scroll-to-top button would cover the controls.
 */
function interactionPageHtml(catalogue: Catalogue): string {
  const firstOfKind = new Map(catalogue.samples.map((sample) => [sample.widgets[0], sample] as const).reverse());
  const actedOn = new Set(INTERACTIONS.map((spec) => spec.kind));
  const singletons = catalogue.singletons.filter((sample) => actedOn.has(sample.widgets[0]!));
  return renderBenchPage({
    title: 'Benchmark: interactions',
    body: mixedBody('One sample of every kind', [...firstOfKind.values(), ...singletons]),
    head: catalogue.head,
    settings: catalogue.settings,
  });
}

export async function measureInteractions(context: BenchContext): Promise<InteractionCase[]> {
  const { browser, site, catalogue, config, problems } = context;
  const kinds = new Set([...catalogue.samples, ...catalogue.singletons].map((sample) => sample.widgets[0]));
  const present = INTERACTIONS.filter((spec) => kinds.has(spec.kind));
  const url = site.addPage(interactionPageHtml(catalogue));
  const runs = new Map<string, InteractionRun[]>(present.map((spec) => [spec.name, []]));
  const sites = new Map<string, Set<string>>(present.map((spec) => [spec.name, new Set()]));
  const failures = new Map<string, string>();
  for (let run = 0; run < config.runs; run += 1) {
    // A fresh page per run; the interactions follow one another on it, each from a settled page.
    const measured = await openMeasuredPage(browser, url);
    try {
      for (const spec of present) {
        const viewport = spec.viewport ?? VIEWPORT;
        const current = measured.page.viewportSize();
        if (current?.width !== viewport.width || current.height !== viewport.height) await measured.page.setViewportSize(viewport);
        try {
          if (!(await bringIntoView(measured.page, spec.kind))) throw new Error(`no ${spec.kind} on the page (${measured.page.url()})`);
          runs.get(spec.name)!.push(await interactOnce(context, measured.page, spec, sites.get(spec.name)!));
        } catch (error) {
          // One interaction that cannot be done (its control missing or hidden) is reported, not fatal.
          const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
          failures.set(spec.name, message);
          problems.push(`interactions: ${spec.name}: ${message}`);
        }
      }
      problems.push(...measured.problems.map((problem) => `interactions: ${problem}`));
    } finally {
      await measured.close();
    }
  }
  return INTERACTIONS.map((spec) => {
    const measured = runs.get(spec.name);
    if (!measured) return { name: spec.name, kind: spec.kind, absent: true, forcedLayoutSites: [] };
    if (measured.length === 0)
      return { name: spec.name, kind: spec.kind, absent: true, failed: failures.get(spec.name), forcedLayoutSites: [] };
    return {
      name: spec.name,
      kind: spec.kind,
      absent: false,
      stats: summarizeRuns(measured),
      forcedLayoutSites: [...sites.get(spec.name)!],
    };
  });
}
