import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, layoutShiftTotal, scrollAndObserve, type OpenedPage } from '../../tests/browser/harness';
import { flushTasks, openOnClock, pauseClock, withClockRunning } from '../../tests/browser/clock';

/**
 * The slice slider on its demo page (widgets/slider/slider.demo.html), in Chromium with Playwright's
 * clock: 15 slices, 800 ms, the interval in seconds, APG carousel semantics (widgets/slider/README.md).
 */
const SLIDER_SLICES = 15;
const SLIDER_TRANSITION_MS = 800;
const LANDSCAPES = '.demo-slider[data-interval="4"]';
const LANDSCAPES_INTERVAL_MS = 4000;
const RTL = '.demo-slider[data-interval="0"]';

async function onPage(opening: Promise<OpenedPage>, test: (page: Page) => Promise<void>): Promise<void> {
  const { page, problems, close } = await opening;
  try {
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

async function mounted(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(`${selector}[data-island-mounted="slider"]`).count()).toBe(1);
}

/** The label of the one slide not hidden, and whether a transition runs. */
const shownSlide = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const slides = [...document.querySelectorAll(`${sel} .slider-slide`)].filter((slide) => !(slide as HTMLElement).hidden);
    return slides.map((slide) => slide.getAttribute('aria-label')).join('|');
  }, selector);
const transitioning = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)!.getAttribute('data-slider-state') === 'transition', selector);
const sliceCount = (page: Page, selector: string) => page.locator(`${selector} .slider-slice`).count();

/** The pointer leaves the slider: autoplay's interval starts again at the page clock's "now". */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await flushTasks(page);
}

/** The landscapes slider stays put until one whole interval has passed on the page clock, and turns then. */
async function turnsAtOneInterval(page: Page): Promise<void> {
  await page.clock.runFor(LANDSCAPES_INTERVAL_MS - 1);
  await flushTasks(page);
  expect(await transitioning(page, LANDSCAPES)).toBe(false);
  await page.clock.runFor(1);
  await flushTasks(page);
  expect(await transitioning(page, LANDSCAPES)).toBe(true);
}

describe('slice slider', () => {
  it('is a labelled APG carousel: slides named "n of m", rotation control first, Previous and Next; axe 0 and no layout shift', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      const slider = page.locator(LANDSCAPES);
      expect(await slider.getAttribute('role')).toBe('region');
      expect(await slider.getAttribute('aria-roledescription')).toBe('carousel');
      expect(await slider.getAttribute('aria-label')).toBe('Landscapes');
      const slides = slider.locator('.slider-slide');
      expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual([
        '1 of 4',
        '2 of 4',
        '3 of 4',
        '4 of 4',
      ]);
      expect(
        await slides.evaluateAll((all) => all.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-roledescription')])),
      ).toEqual(Array(4).fill(['group', 'slide']));
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      const buttons = await slider.locator('button').evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')));
      expect(buttons).toEqual(['Stop automatic slide show', 'Previous slide', 'Next slide']);
      const trackId = await slider.locator('.slider-slides').getAttribute('id');
      expect(await slider.locator('.slider-next').getAttribute('aria-controls')).toBe(trackId);
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await mounted(page, RTL);
      expect(await axeViolations(page)).toEqual([]);
      expect(await layoutShiftTotal(page)).toBe(0);
    });
  });

  it('autoplays every data-interval seconds, bringing each slide in as 15 slices over 800 ms', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      await page.hover(LANDSCAPES);
      await pointerAway(page);
      expect(await page.getAttribute(`${LANDSCAPES} .slider-slides`, 'aria-live')).toBe('off');
      await turnsAtOneInterval(page);
      expect(await sliceCount(page, LANDSCAPES)).toBe(SLIDER_SLICES);
      // The slices are CSS animations of transform and opacity, the last one ending at 800 ms.
      const timings = await page.evaluate(
        (sel) =>
          [...document.querySelectorAll(`${sel} .slider-slice`)].flatMap((slice) =>
            slice.getAnimations().map((animation) => {
              const timing = animation.effect!.getTiming();
              const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
              return {
                end: Number(timing.delay) + Number(timing.duration),
                properties: [...new Set(keyframes.flatMap((frame) => Object.keys(frame)))]
                  .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))
                  .sort(),
              };
            }),
          ),
        LANDSCAPES,
      );
      expect(timings).toHaveLength(SLIDER_SLICES);
      expect(Math.max(...timings.map((timing) => timing.end))).toBe(SLIDER_TRANSITION_MS);
      expect(new Set(timings.map((timing) => timing.properties.join()))).toEqual(new Set(['opacity,transform']));
      // The slide underneath stays until the 800 ms are over.
      await page.clock.runFor(SLIDER_TRANSITION_MS - 1);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      await page.clock.runFor(1);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
      expect(await transitioning(page, LANDSCAPES)).toBe(false);
      expect(await sliceCount(page, LANDSCAPES)).toBe(0);
      // The next one a whole interval after the first.
      await page.clock.runFor(LANDSCAPES_INTERVAL_MS - SLIDER_TRANSITION_MS - 1);
      await flushTasks(page);
      expect(await transitioning(page, LANDSCAPES)).toBe(false);
      await page.clock.runFor(1);
      await flushTasks(page);
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('3 of 4');
    });
  });

  it('pauses while the pointer is over it and while focus is inside it', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      await page.hover(LANDSCAPES);
      await flushTasks(page);
      await page.clock.runFor(3 * LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      expect(await page.getAttribute(`${LANDSCAPES} .slider-slides`, 'aria-live')).toBe('polite');
      await pointerAway(page);
      await page.focus(`${LANDSCAPES} .slider-next`);
      await flushTasks(page);
      await page.clock.runFor(3 * LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      expect(await page.getAttribute(`${LANDSCAPES} .slider-slides`, 'aria-live')).toBe('polite');
    });
  });

  it('scrolled out of view it does not turn (nothing else changes); back in view it turns a whole interval later', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      await pointerAway(page);
      const shownAtTop = await page.evaluate((sel) => {
        // Room below the demo to scroll the slider well out of view.
        const spacer = document.body.appendChild(document.createElement('div'));
        spacer.style.height = `${3 * window.innerHeight}px`;
        return document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY;
      }, LANDSCAPES);
      await scrollAndObserve(page, shownAtTop + 2 * (await page.evaluate(() => window.innerHeight)));
      await page.clock.runFor(3 * LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      expect(await transitioning(page, LANDSCAPES)).toBe(false);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      expect(await page.getAttribute(`${LANDSCAPES} .slider-slides`, 'aria-live')).toBe('off');
      expect(await page.getAttribute(`${LANDSCAPES} .slider-rotation`, 'aria-label')).toBe('Stop automatic slide show');
      await scrollAndObserve(page, shownAtTop);
      await turnsAtOneInterval(page);
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
    });
  });

  it('the rotation control stops and starts autoplay', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      const rotation = page.locator(`${LANDSCAPES} .slider-rotation`);
      await rotation.click();
      await flushTasks(page);
      expect(await rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await pointerAway(page);
      await page.clock.runFor(3 * LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      await rotation.click();
      await flushTasks(page);
      expect(await rotation.getAttribute('aria-label')).toBe('Stop automatic slide show');
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await pointerAway(page);
      await page.clock.runFor(LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
    });
  });

  it('keyboard: Tab reaches the rotation control first, Enter on Next and the arrow keys move it; a move mid-transition finishes it', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      await page.focus(`h2#h-slider-demo`).catch(() => undefined);
      await page.evaluate((sel) => {
        const before = document.createElement('button');
        before.textContent = 'before';
        before.id = 'before-slider';
        document.querySelector(sel)!.before(before);
        before.focus();
      }, LANDSCAPES);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement!.className)).toBe('slider-rotation');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement!.className)).toBe('slider-next');
      await page.keyboard.press('Enter');
      await flushTasks(page);
      expect(await transitioning(page, LANDSCAPES)).toBe(true);
      await page.keyboard.press('ArrowRight'); // mid-transition: slide 2 is shown at once, slide 3 comes in
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('3 of 4');
      await page.keyboard.press('ArrowLeft');
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
      // Previous from the first wraps round to the last.
      await page.keyboard.press('ArrowLeft');
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      await page.keyboard.press('ArrowLeft');
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('4 of 4');
    });
  });

  it('right to left: Previous sits on the right, ArrowLeft goes forward; data-interval="0" never rotates', async () => {
    await onPage(openOnClock('/slider.html'), async (page) => {
      await mounted(page, RTL);
      await pauseClock(page);
      expect(await page.locator(`${RTL} .slider-rotation`).count()).toBe(0);
      await page.clock.runFor(20_000);
      await flushTasks(page);
      expect(await shownSlide(page, RTL)).toBe('1 of 3');
      const [previous, next] = await Promise.all(
        ['.slider-previous', '.slider-next'].map((button) =>
          page.locator(`${RTL} ${button}`).evaluate((node) => node.getBoundingClientRect().left),
        ),
      );
      expect(previous!).toBeGreaterThan(next!);
      await page.focus(`${RTL} .slider-next`);
      await page.keyboard.press('ArrowLeft');
      await flushTasks(page);
      // The slices fall in from the right: the rightmost starts first.
      const delays = await page
        .locator(`${RTL} .slider-slice`)
        .evaluateAll((slices) => slices.map((slice) => (slice as HTMLElement).style.animationDelay));
      expect(delays[SLIDER_SLICES - 1]).toBe('0ms');
      await page.clock.runFor(SLIDER_TRANSITION_MS);
      await flushTasks(page);
      expect(await shownSlide(page, RTL)).toBe('2 of 3');
    });
  });

  it('prefers-reduced-motion: no autoplay, no rotation control, no slices: the slide changes at once', async () => {
    await onPage(openOnClock('/slider.html', { reducedMotion: 'reduce' }), async (page) => {
      await mounted(page, LANDSCAPES);
      await pauseClock(page);
      await pointerAway(page);
      await page.clock.runFor(3 * LANDSCAPES_INTERVAL_MS);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('1 of 4');
      expect(await page.locator(`${LANDSCAPES} .slider-rotation`).count()).toBe(0);
      await page.click(`${LANDSCAPES} .slider-next`);
      await flushTasks(page);
      expect(await shownSlide(page, LANDSCAPES)).toBe('2 of 4');
      expect(await sliceCount(page, LANDSCAPES)).toBe(0);
      expect(await transitioning(page, LANDSCAPES)).toBe(false);
      expect(await withClockRunning(page, () => axeViolations(page))).toEqual([]);
    });
  });
});
