import { act } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKUP } from '../../core/markup';
import { FILE_SLOTS_GLOBAL, registerFileExport } from '../../core/files/slots';
import { PAGE_SETTINGS_SCHEMA } from '../../core/settings/page-settings';
import type { AnyWidgetDefinition } from '../../mount/types';
import { widgets as tabsFamily } from '../../widgets/tabs';
import { widgets as accordionFamily } from '../../widgets/accordion';
import { widgets as carouselFamily } from '../../widgets/carousel';
import { widgets as contactFormFamily } from '../../widgets/contact-form';
import { widgets as commentReplyFamily } from '../../widgets/comment-reply';
import { widgets as embedsFamily } from '../../widgets/embeds';
import { TABS_OPTIONS_SCHEMA } from '../../widgets/tabs/options';
import { ACCORDION_OPTIONS_SCHEMA } from '../../widgets/accordion/options';
import { CAROUSEL_OPTIONS_SCHEMA } from '../../widgets/carousel/options';
import { CONTACT_FORM_OPTIONS_SCHEMA, CONTACT_FORM_SETTINGS_SCHEMA } from '../../widgets/contact-form/options';
import contactFormMarkup from '../fixtures/cf7/form-default.html?raw';
import commentsMarkup from '../fixtures/wordpress/comments-classic-theme.html?raw';
import embedMarkup from '../fixtures/wordpress/embed-host.html?raw';
import { createIslands, markupSnapshot } from '../support/islands';
import { optionMarkup, settingsGlobal, strategyAttribute, type OptionMarkup } from './arbitraries';
import { applyOptionMarkup, captureConsole, fuzzParameters, FUZZ_TIMEOUT_MS, widgetElements, type ConsoleCapture } from './harness';

/**
 * Widgets still mount (README: "A widget that throws is switched off and reported once; the others
 * keep working. Malformed settings or options fall back to their defaults"): a page of every built-in
 * widget, in the markup themes print, with random options on each and a random settings global.
 * Every widget element ends up mounted or failed, never both — and a built-in widget never fails on
 * bad options; nothing throws out of the runtime; unmounting gives the server's markup back.
 */

const WIDGETS: Record<string, AnyWidgetDefinition> = {
  ...tabsFamily,
  ...accordionFamily,
  ...carouselFamily,
  ...contactFormFamily,
  ...commentReplyFamily,
  ...embedsFamily,
};

/**
 * The classic theme's comments, cut down to the first comment (with its reply link) and the form:
 * the widget's whole contract, at a tenth of the nodes (every run snapshots the page twice).
 */
function firstCommentAndForm(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const list = template.content.querySelector('.comment-list')!;
  for (const comment of [...list.children].slice(1)) comment.remove();
  for (const nested of list.querySelectorAll('.children')) nested.remove();
  const area = template.content.querySelector('#comments')!;
  return area.outerHTML;
}

const PAGE = `
<div id="tabs" data-island="tabs">
  <ul><li><a href="#t1" data-tab>One</a></li><li><a href="#t2" data-tab>Two</a></li></ul>
  <div id="t1" data-tab-panel><p>One</p></div><div id="t2" data-tab-panel hidden><p>Two</p></div>
</div>
<div id="tour" data-island="tour">
  <div data-tab-list><button type="button" data-tab aria-controls="u1">A</button><button type="button" data-tab aria-controls="u2">B</button></div>
  <div id="u1" data-tab-panel><p>A</p></div><div id="u2" data-tab-panel hidden><p>B</p></div>
</div>
<div id="accordion" data-island="accordion">
  <h3><button type="button" data-accordion-trigger>Q1</button></h3><div data-accordion-panel><p>A1</p></div>
  <h3><a href="#a2" data-accordion-trigger>Q2</a></h3><div id="a2" data-accordion-panel hidden><p>A2</p></div>
</div>
<div id="toggle" data-island="toggle">
  <h3><button type="button" data-accordion-trigger>More</button></h3><div data-accordion-panel hidden><p>Text</p></div>
</div>
<section id="carousel" data-island="carousel"><h2>Offers</h2>
  <div class="swiper"><div class="swiper-wrapper">
    <div class="swiper-slide"><a href="#s1">1</a></div><div class="swiper-slide"><a href="#s2">2</a></div><div class="swiper-slide">3</div>
  </div></div>
</section>
${contactFormMarkup}
${embedMarkup}
${firstCommentAndForm(commentsMarkup)}`;

/** Where each widget's options go, and the option names its schema reads. */
const OPTION_TARGETS: ReadonlyArray<readonly [selector: string, optionNames: readonly string[]]> = [
  ['#tabs', Object.keys(TABS_OPTIONS_SCHEMA)],
  ['#tour', Object.keys(TABS_OPTIONS_SCHEMA)],
  ['#accordion', Object.keys(ACCORDION_OPTIONS_SCHEMA)],
  ['#toggle', Object.keys(ACCORDION_OPTIONS_SCHEMA)],
  ['#carousel', Object.keys(CAROUSEL_OPTIONS_SCHEMA)],
  ['form.wpcf7-form', Object.keys(CONTACT_FORM_OPTIONS_SCHEMA)],
  ['iframe.wp-embedded-content', []],
  ['#respond', []],
];

const SETTINGS_KEYS = [...Object.keys(PAGE_SETTINGS_SCHEMA), ...Object.keys(CONTACT_FORM_SETTINGS_SCHEMA)];

/** Stands in for Swiper (its file is not loaded in jsdom): enough for the carousel to run its options. */
class FakeSwiper {
  readonly params: Record<string, unknown>;
  constructor(_element: HTMLElement, params: Record<string, unknown>) {
    this.params = params;
  }
  slideNext() {}
  slidePrev() {}
  destroy() {}
}

let logs: ConsoleCapture;
beforeAll(() => {
  registerFileExport('vendor', 'swiper', { Swiper: FakeSwiper, modules: { A11y: {}, Navigation: {} }, injectStyles: () => {} });
  // The contact form may ask for its refill: the request stays pending (no network in a fuzz run).
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>)[FILE_SLOTS_GLOBAL];
  vi.unstubAllGlobals();
});
beforeEach(() => {
  logs = captureConsole();
});
afterEach(() => logs.restore());

const pageOptions = fc.record({
  settings: settingsGlobal(SETTINGS_KEYS),
  options: fc.tuple(...OPTION_TARGETS.map(([, names]) => optionMarkup(names))),
  strategies: fc.array(strategyAttribute, { minLength: OPTION_TARGETS.length, maxLength: OPTION_TARGETS.length }),
});

/**
 * The page is parsed once (an iframe costs jsdom a whole window): each run writes its random options
 * onto it, mounts, unmounts, and takes them off again. Unmounting must give the server's markup back,
 * so every run starts from the same page, and a run that leaves a trace fails the property.
 */
let pristine: string[] = [];
function buildPage(): void {
  document.body.innerHTML = PAGE;
  pristine = markupSnapshot(document.body);
}

function applyRunOptions(options: readonly OptionMarkup[], strategies: ReadonlyArray<string | undefined>): () => void {
  const undo: Array<() => void> = [];
  OPTION_TARGETS.forEach(([selector], index) => {
    const element = document.querySelector<HTMLElement>(selector)!;
    const server = new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
    applyOptionMarkup(element, options[index]!);
    const strategy = strategies[index];
    if (strategy !== undefined) element.setAttribute(MARKUP.strategy, strategy);
    undo.push(() => {
      element.querySelector(`:scope > script[${MARKUP.options}]`)?.remove();
      for (const { name } of [...element.attributes]) if (!server.has(name)) element.removeAttribute(name);
      for (const [name, value] of server) element.setAttribute(name, value);
    });
  });
  return () => undo.forEach((step) => step());
}

describe('fuzz: a page of every built-in widget with random options and settings', () => {
  beforeAll(buildPage);
  // The shared test setup empties the page after each test; this file's one test keeps it throughout.

  it(
    'every widget element is mounted (never failed, never both), nothing throws, and unmounting restores the markup',
    async () => {
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
      window.addEventListener('error', onError);
      try {
        await fc.assert(
          fc.asyncProperty(pageOptions, async ({ settings, options, strategies }) => {
            logs.reset();
            const removeOptions = applyRunOptions(options, strategies);
            const islands = createIslands(WIDGETS, { settings });
            try {
              act(() => {
                islands.runtime.mount(document);
                islands.runtime.flush();
              });
              // `idle` widgets wait for an idle moment (a timer in jsdom), then mount with the next flush.
              await new Promise((resolve) => setTimeout(resolve, 2));
              act(() => islands.runtime.flush());

              const elements = widgetElements();
              expect(elements).toHaveLength(OPTION_TARGETS.length);
              const wrong = elements
                .map((element) => ({
                  widget: element.id || element.tagName,
                  mounted: element.hasAttribute(MARKUP.mounted),
                  failed: element.hasAttribute(MARKUP.failed),
                }))
                .filter((state) => !state.mounted || state.failed);
              expect(wrong).toEqual([]);
              expect(logs.error.mock.calls).toEqual([]);
              expect(uncaught).toEqual([]);
            } finally {
              islands.stop();
              removeOptions();
            }
            const after = markupSnapshot(document.body);
            if (after.join() !== pristine.join()) {
              buildPage(); // the next run (or the shrinking) starts clean
              expect(after).toEqual(pristine);
            }
          }),
          fuzzParameters(100),
        );
      } finally {
        window.removeEventListener('error', onError);
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
