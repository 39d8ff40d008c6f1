import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../core/settings/schema';
import { MAX_INTERVAL_SECONDS, MIN_INTERVAL_SECONDS, isSchedulableInterval, secondsToMs } from '../../core/settings/seconds';
import { TABS_OPTIONS_SCHEMA, type TabsOptions } from '../../widgets/tabs/options';
import { ACCORDION_OPTIONS_SCHEMA, TOGGLE_OPTIONS_SCHEMA, type AccordionOptions } from '../../widgets/accordion/options';
import {
  CAROUSEL_MAX_SPEED_MS,
  CAROUSEL_MIN_SPEED_MS,
  CAROUSEL_OPTIONS_SCHEMA,
  autoplayIntervalMs,
  type CarouselOptions,
} from '../../widgets/carousel/options';
import { CONTACT_FORM_OPTIONS_SCHEMA, type ContactFormOptions } from '../../widgets/contact-form/options';
import { widgets as tabsFamily } from '../../widgets/tabs';
import { widgets as accordionFamily } from '../../widgets/accordion';
import { widgets as carouselFamily } from '../../widgets/carousel';
import { widgets as contactFormFamily } from '../../widgets/contact-form';
import type { AnyWidgetDefinition } from '../../mount/types';
import { optionMarkup } from './arbitraries';
import {
  applyOptionMarkup,
  captureConsole,
  expectSchemaOutcome,
  expectedRawOptions,
  fuzzParameters,
  FUZZ_TIMEOUT_MS,
  type ConsoleCapture,
} from './harness';

/**
 * Every built-in widget's options (each family README's option table), parsed by the widget's own
 * parseOptions from a real element with random data attributes and a random JSON options child:
 * never throws, one warning at most, every value its default or what was written, and within the
 * range the README documents.
 */

const isAutoplaySeconds = (value: number) => value === 0 || (value >= MIN_INTERVAL_SECONDS && value <= MAX_INTERVAL_SECONDS);
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isCount = (value: number) => Number.isFinite(value) && value >= 1;

/** Each family README's documented ranges, as predicates over the parsed options. */
function expectTabs(options: TabsOptions): void {
  expect(isAutoplaySeconds(options.interval), `interval ${options.interval}`).toBe(true);
  const ms = secondsToMs(options.interval);
  expect(ms === 0 || isSchedulableInterval(ms)).toBe(true);
}
function expectAccordion(options: AccordionOptions): void {
  expectTabs(options);
  expect(isBoolean(options.multiple) && isBoolean(options.collapsible)).toBe(true);
}
function expectCarousel(options: CarouselOptions): void {
  expect(isCount(options.items) && isCount(options.itemsMobile)).toBe(true);
  expect(options.itemsTablet === undefined || isCount(options.itemsTablet)).toBe(true);
  expect(Number.isFinite(options.gap) && options.gap >= 0).toBe(true);
  expect(options.autoplay === undefined || isBoolean(options.autoplay)).toBe(true);
  expect(options.interval === undefined || isAutoplaySeconds(options.interval), `interval ${options.interval}`).toBe(true);
  expect(options.speed >= CAROUSEL_MIN_SPEED_MS && options.speed <= CAROUSEL_MAX_SPEED_MS, `speed ${options.speed}`).toBe(true);
  expect(isBoolean(options.loop) && typeof options.label === 'string').toBe(true);
  const ms = autoplayIntervalMs(options);
  expect(ms === 0 || isSchedulableInterval(ms), `autoplay every ${ms} ms`).toBe(true);
}
function expectContactForm(options: ContactFormOptions): void {
  expect(['auto', 'always', 'never']).toContain(options.refill);
  expect(isBoolean(options.fallbackPickers)).toBe(true);
}

interface OptionCase {
  readonly name: string;
  readonly definition: AnyWidgetDefinition;
  readonly schema: Schema<unknown>;
  readonly expectRanges: (options: never) => void;
  /** The element the widget is found on. */
  readonly tag: string;
}

const CASES: readonly OptionCase[] = [
  { name: 'tabs', definition: tabsFamily.tabs, schema: TABS_OPTIONS_SCHEMA, expectRanges: expectTabs, tag: 'div' },
  { name: 'tour', definition: tabsFamily.tour, schema: TABS_OPTIONS_SCHEMA, expectRanges: expectTabs, tag: 'div' },
  { name: 'accordion', definition: accordionFamily.accordion, schema: ACCORDION_OPTIONS_SCHEMA, expectRanges: expectAccordion, tag: 'div' },
  { name: 'toggle', definition: accordionFamily.toggle, schema: TOGGLE_OPTIONS_SCHEMA, expectRanges: expectAccordion, tag: 'div' },
  { name: 'carousel', definition: carouselFamily.carousel, schema: CAROUSEL_OPTIONS_SCHEMA, expectRanges: expectCarousel, tag: 'section' },
  {
    name: 'contact-form',
    definition: contactFormFamily['contact-form'],
    schema: CONTACT_FORM_OPTIONS_SCHEMA,
    expectRanges: expectContactForm,
    tag: 'form',
  },
] as unknown as readonly OptionCase[];

let logs: ConsoleCapture;
beforeEach(() => {
  logs = captureConsole();
});
afterEach(() => logs.restore());

describe('fuzz: widget options from data attributes and JSON', () => {
  it.each(CASES.map((option) => [option.name, option] as const))(
    '%s: never throws, one warning at most, each value its default or what was written, within the README ranges',
    (name, { definition, schema, expectRanges, tag }) => {
      const parse = definition.parseOptions!;
      fc.assert(
        fc.property(optionMarkup(Object.keys(schema)), (markup) => {
          logs.reset();
          // Detached: parsing reads only the element and its JSON child (and jsdom is faster so).
          const element = document.createElement(tag);
          element.setAttribute('data-island', name);
          applyOptionMarkup(element, markup);

          const options = parse(element) as Record<string, unknown>;

          expect(logs.warn.mock.calls.length).toBeLessThanOrEqual(1);
          expect(logs.error).not.toHaveBeenCalled();
          expectRanges(options as never);
          const { raw, jsonProblem } = expectedRawOptions(element, markup.json);
          const warningDue = expectSchemaOutcome(schema, raw, options) || jsonProblem;
          expect(logs.warn).toHaveBeenCalledTimes(warningDue ? 1 : 0);
          if (warningDue) expect(logs.warnings()[0]).toContain(`widget "${name}" options`);
        }),
        fuzzParameters(200),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'an out-of-range interval or speed is refused with one warning, whatever else is written (README: refused, not clamped)',
    () => {
      const carousel = carouselFamily.carousel.parseOptions!;
      const tabs = tabsFamily.tabs.parseOptions!;
      const outOfRange = fc.oneof(
        fc.double({ min: 1e-9, max: 0.999, noNaN: true }),
        fc.double({ min: MAX_INTERVAL_SECONDS + 0.001, max: 1e12, noNaN: true }),
        fc.double({ min: -1e12, max: -1e-9, noNaN: true }),
      );
      fc.assert(
        fc.property(outOfRange, fc.oneof(fc.integer({ min: -1000, max: 99 }), fc.integer({ min: 5001, max: 1e9 })), (seconds, speed) => {
          logs.reset();
          const element = document.createElement('div');
          element.dataset.interval = String(seconds);
          expect(tabs(element)).toEqual({ interval: 0 });
          element.dataset.speed = String(speed);
          expect(carousel(element)).toMatchObject({ interval: undefined, speed: 250 });
          expect(logs.warn).toHaveBeenCalledTimes(2); // one per parse
          expect(logs.warnings()[1]).toMatch(/interval=.*speed=|speed=.*interval=/);
        }),
        fuzzParameters(200),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
