import { act } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_INTERVAL_SECONDS } from '../../core/settings/seconds';
import { DESKTOP_VIEWPORT, mountPage } from '../support/islands';
import { hoverBoxWidget } from '../../widgets/hover-box';
import { HOVER_BOX_FLIPS, HOVER_BOX_OPTIONS_SCHEMA } from '../../widgets/hover-box/options';
import { parallaxWidget } from '../../widgets/parallax';
import { parallaxRangePx, parallaxScale, parallaxShiftPx } from '../../widgets/parallax/geometry';
import { PARALLAX_OPTIONS_SCHEMA } from '../../widgets/parallax/options';
import { sliderWidget } from '../../widgets/slider';
import { SLIDER_OPTIONS_SCHEMA } from '../../widgets/slider/options';
import type { AnyWidgetDefinition } from '../../mount/types';
import { attributeValue, edgeNumber, optionMarkup } from './arbitraries';
import {
  applyOptionMarkup,
  captureConsole,
  expectedRawOptions,
  expectSchemaOutcome,
  FUZZ_TIMEOUT_MS,
  fuzzParameters,
  type ConsoleCapture,
} from './harness';

/**
 * Random options for the slice slider, parallax rows and hover boxes (widgets/slider/README.md,
 * widgets/parallax/README.md, widgets/hover-box/README.md): bad intervals, speeds and sizes. Parsing
 * never throws, warns once at most (exactly once when something was refused), and every value is its
 * default or what was written, within the README's ranges; the widgets mount and run on any of them.
 */
let logs: ConsoleCapture;
beforeEach(() => {
  logs = captureConsole();
});
afterEach(() => {
  logs.restore();
  vi.useRealTimers();
});

const CASES = [
  {
    name: 'slider',
    definition: sliderWidget as AnyWidgetDefinition,
    schema: SLIDER_OPTIONS_SCHEMA,
    expectRanges: (options: { interval: number; label: string }) => {
      expect(options.interval === 0 || (options.interval >= 1 && options.interval <= MAX_INTERVAL_SECONDS)).toBe(true);
      expect(typeof options.label).toBe('string');
    },
  },
  {
    name: 'parallax',
    definition: parallaxWidget as AnyWidgetDefinition,
    schema: PARALLAX_OPTIONS_SCHEMA,
    expectRanges: (options: { speed: number }) => {
      expect(options.speed >= 0 && options.speed <= 1).toBe(true);
    },
  },
  {
    name: 'hover-box',
    definition: hoverBoxWidget as AnyWidgetDefinition,
    schema: HOVER_BOX_OPTIONS_SCHEMA,
    expectRanges: (options: { flip: string }) => {
      expect(HOVER_BOX_FLIPS).toContain(options.flip);
    },
  },
] as const;

describe('fuzz: slider, parallax and hover-box options', () => {
  it.each(CASES.map((option) => [option.name, option] as const))(
    '%s: never throws, one warning at most, each value its default or what was written, within the README ranges',
    (name, { definition, schema, expectRanges }) => {
      const parse = definition.parseOptions!;
      fc.assert(
        fc.property(optionMarkup(Object.keys(schema)), (markup) => {
          logs.reset();
          const element = document.createElement('div');
          element.setAttribute('data-island', name);
          applyOptionMarkup(element, markup);
          const options = parse(element) as Record<string, unknown>;
          expect(logs.warn.mock.calls.length).toBeLessThanOrEqual(1);
          expect(logs.error).not.toHaveBeenCalled();
          expectRanges(options as never);
          const { raw, jsonProblem } = expectedRawOptions(element, markup.json);
          const warningDue = expectSchemaOutcome(schema as never, raw, options) || jsonProblem;
          expect(logs.warn).toHaveBeenCalledTimes(warningDue ? 1 : 0);
        }),
        fuzzParameters(200),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'parallax arithmetic: any speed in range and any sizes, even absurd ones, give finite values within the range',
    () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1, noNaN: true }), edgeNumber, edgeNumber, edgeNumber, (speed, top, row, viewport) => {
          const rowPx = Number.isFinite(row) ? Math.abs(row) % 1e6 : 0;
          const viewportPx = Number.isFinite(viewport) ? Math.abs(viewport) % 1e5 : 0;
          const topPx = Number.isFinite(top) ? top % 1e7 : 0;
          const range = parallaxRangePx(speed, rowPx, viewportPx);
          const shift = parallaxShiftPx(speed, topPx, rowPx, viewportPx);
          const scale = parallaxScale(range, rowPx);
          for (const value of [range, shift, scale]) expect(Number.isFinite(value)).toBe(true);
          expect(Math.abs(shift)).toBeLessThanOrEqual(range + 1e-6);
          expect(scale).toBeGreaterThanOrEqual(1);
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'a slider with any interval and any image sizes mounts, rotates and unmounts without an error',
    () => {
      vi.useFakeTimers();
      fc.assert(
        fc.property(
          attributeValue,
          fc.array(fc.tuple(attributeValue, attributeValue, fc.boolean()), { minLength: 0, maxLength: 4 }),
          (interval, images) => {
            logs.reset();
            const slides = images.map(([width, height, hasImage], index) => {
              const slide = document.createElement('div');
              slide.className = 'slider-slide';
              if (index > 0) slide.hidden = true;
              if (hasImage) {
                const image = document.createElement('img');
                image.src = `/slide-${index}.jpg`;
                image.alt = `Slide ${index}`;
                image.setAttribute('width', width);
                image.setAttribute('height', height);
                slide.append(image);
              }
              return slide;
            });
            const track = document.createElement('div');
            track.className = 'slider-slides';
            track.append(...slides);
            const slider = document.createElement('section');
            slider.setAttribute('data-island', 'slider');
            slider.setAttribute('aria-label', 'Fuzzed');
            slider.setAttribute('data-interval', interval);
            slider.append(track);
            document.body.replaceChildren(slider);
            const islands = mountPage({ slider: sliderWidget }, { viewport: DESKTOP_VIEWPORT, strategy: 'load' });
            for (let step = 0; step < 4; step += 1) act(() => void vi.advanceTimersByTime(3000));
            islands.stop();
            expect(logs.error).not.toHaveBeenCalled();
            expect(slider.hasAttribute('data-island-failed')).toBe(false);
            // One for the options at most, and one more when there is no slide at all (a markup problem).
            expect(logs.warn.mock.calls.length).toBeLessThanOrEqual(images.length === 0 ? 2 : 1);
          },
        ),
        fuzzParameters(100),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
