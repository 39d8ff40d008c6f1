import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  demoUrl,
  layoutShiftTotal,
  newPage,
  openPage,
  scrollAndObserve,
  settle,
  settleFiles,
  waitForIslands,
  type OpenedPage,
} from '../../tests/browser/harness';
import { flushTasks, openOnClock, pauseClock, runFrames, runInSteps, withClockRunning } from '../../tests/browser/clock';

const VENDOR_FILE = 'cms-islands.vendor-swiper.js';
const PRODUCTS = '.demo-products';
const GALLERY = '.demo-gallery';
/** carousel autoplay timeout 5000 ms, smart speed 250 ms. */
const CAROUSEL_AUTOPLAY_TIMEOUT_MS = 5000;
const CAROUSEL_SMART_SPEED_MS = 250;
/** The test carousels rotate every second (data-interval is in seconds). */
const TEST_INTERVAL_S = 1;
const TEST_INTERVAL_MS = TEST_INTERVAL_S * 1000;

type SwiperLike = {
  activeIndex: number;
  animating: boolean;
  realIndex: number;
  destroyed?: boolean;
  initialized: boolean;
  params: { slidesPerView: number; speed: number };
  on(event: string, handler: () => void): void;
  autoplay?: { stop(): void };
};
type WithSwiper = HTMLElement & { swiper?: SwiperLike | null };

/**
 * Brings the carousel on screen, as a visitor does (the least scroll that shows it), and waits for its
 * Swiper: it starts only once on screen (widgets/carousel/README.md, "Swiper starts on screen").
 */
async function waitForSwiper(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => document.querySelector(sel)!.scrollIntoView({ block: 'nearest' }), selector);
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel);
    const container = island && ((island.matches('.swiper') ? island : island.querySelector('.swiper')) as WithSwiper);
    return container?.swiper?.initialized === true;
  }, selector);
}

/** Vendor files the page has fetched, from the browser's own resource timing. */
async function vendorRequests(page: Page): Promise<string[]> {
  return page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(file)),
    VENDOR_FILE,
  );
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await settle(page);
}

/** Swiper's slide transition (CAROUSEL_SMART_SPEED_MS, started by the click or key just sent) has ended. */
const transitionEnded = (page: Page, swiperElement: string) =>
  page.waitForFunction((selector) => !(document.querySelector(selector) as WithSwiper).swiper!.animating, swiperElement);

/** A carousel added to the top of the page, as a theme's ajax would add one. */
async function addCarousel(page: Page, id: string, attributes: string, slides = 6): Promise<string> {
  const html = `<div id="${id}" class="swiper demo-carousel" data-island="carousel" data-label="Test ${id}" ${attributes}><div class="swiper-wrapper">${Array.from(
    { length: slides },
    (_, index) => `<div class="swiper-slide"><p>Slide ${index + 1}</p></div>`,
  ).join('')}</div></div>`;
  // The markup as the browser parsed it, read before the widget can mount (it mounts a frame later at the earliest).
  const printed = await page.evaluate((markup) => {
    const holder = document.createElement('div');
    holder.innerHTML = window.demoTheme.html(markup);
    const carousel = holder.firstElementChild!;
    // Styles of the theme's own on the slides, set by script: the page's CSP refuses style attributes.
    carousel.querySelectorAll<HTMLElement>('.swiper-slide').forEach((slide, index) => {
      slide.style.setProperty('--n', String(index));
      slide.querySelector('p')!.style.cssText = 'margin:0;padding:40px;background:#eef';
    });
    document.querySelector('.demo-main')!.prepend(carousel);
    return carousel.outerHTML;
  }, html);
  await waitForSwiper(page, `#${id}`);
  return printed;
}

/** Timestamps of the slide changes of a carousel from now on. */
async function recordSlideChanges(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const container = document.querySelector(sel) as WithSwiper;
    const changes: number[] = [];
    (window as unknown as { slideChanges: number[] }).slideChanges = changes;
    // realIndexChange: a looping Swiper also reports the index changes of its own loop fixes as slideChange.
    container.swiper!.on('realIndexChange', () => changes.push(performance.now()));
  }, selector);
}
const slideChanges = (page: Page) => page.evaluate(() => (window as unknown as { slideChanges: number[] }).slideChanges.length);
const slideChangeTimes = (page: Page) => page.evaluate(() => (window as unknown as { slideChanges: number[] }).slideChanges);

/** Resolves when the carousel's slide transition (real CSS time, not the page's clock) has ended. */
async function transitionDone(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel);
    const container = island && ((island.matches('.swiper') ? island : island.querySelector('.swiper')) as WithSwiper | null);
    return !container?.swiper?.animating;
  }, selector);
}

/**
 * Runs the page's stopped clock `count` autoplay intervals, one at a time, each slide transition
 * ended first: a looping Swiper refuses to slide while it is still moving.
 */
async function runIntervals(page: Page, selector: string, count: number, intervalMs: number): Promise<void> {
  for (let interval = 0; interval < count; interval += 1) {
    await transitionDone(page, selector);
    await page.clock.runFor(intervalMs);
    await flushTasks(page);
  }
  await transitionDone(page, selector);
}

/** Slide boxes relative to their container, rounded to half pixels. */
async function slideBoxes(page: Page, selector: string): Promise<Array<{ x: number; width: number; height: number }>> {
  return page.evaluate((sel) => {
    const island = document.querySelector(sel)!;
    const container = (island.matches('.swiper') ? island : island.querySelector('.swiper'))!;
    const origin = container.getBoundingClientRect();
    const half = (value: number) => Math.round(value * 2) / 2;
    return [...container.querySelectorAll('.swiper-slide')].slice(0, 4).map((slide) => {
      const box = slide.getBoundingClientRect();
      return { x: half(box.left - origin.left), width: half(box.width), height: half(box.height) };
    });
  }, selector);
}

/** Opens the carousel page after `prepare` (routes) has run: its first page load (no other page is loaded first). */
async function openCarouselPage(prepare: (page: Page) => Promise<void>, options: Parameters<typeof newPage>[0] = {}) {
  const opened = await newPage(options);
  await prepare(opened.page);
  // Not the load event: a held file (Swiper, asked for with the carousel's own file) holds it back.
  await opened.page.goto(demoUrl('/carousel.html'), { waitUntil: 'domcontentloaded' });
  await waitForIslands(opened.page);
  return opened;
}

/** Runs a test on an opened page, then closes it; the console must have stayed clean unless told otherwise. */
async function onPage(
  opening: Promise<OpenedPage>,
  test: (page: Page, problems: string[]) => Promise<void>,
  consoleMustStayClean = true,
): Promise<void> {
  const { page, problems, close } = await opening;
  try {
    await test(page, problems);
    if (consoleMustStayClean) expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

const ownErrors = (problems: string[]) => problems.filter((line) => line.includes('[cms-islands]'));

describe('carousel: Swiper is loaded on demand', () => {
  it('a page without a carousel never requests the Swiper file', async () => {
    await onPage(openPage('/'), async (page) => {
      await scrollThrough(page);
      await settleFiles(page);
      expect(await vendorRequests(page)).toEqual([]);
      expect(
        await page.evaluate(
          () => '__cmsIslandsVendors' in window && 'swiper' in (window as unknown as { __cmsIslandsVendors: object }).__cmsIslandsVendors,
        ),
      ).toBe(false);
    });
  });

  it('requests it exactly once for several carousels, from the folder of the main bundle', async () => {
    const requested: string[] = [];
    const opening = openCarouselPage(async (page) => {
      page.on('request', (request) => {
        if (request.url().endsWith(VENDOR_FILE)) requested.push(request.url());
      });
    });
    await onPage(opening, async (page) => {
      await waitForSwiper(page, PRODUCTS);
      await waitForSwiper(page, GALLERY);
      await addCarousel(page, 'late', ''); // a carousel added later mounts by itself, with the file already here
      const bundleSrc = await page.evaluate(() => (document.querySelector('script[src*="cms-islands.js"]') as HTMLScriptElement).src);
      expect(requested).toEqual([new URL(VENDOR_FILE, bundleSrc).href]);
      expect(requested[0]).toBe(demoUrl(`/dist/${VENDOR_FILE}`)); // not next to the page (/carousel.html)
    });
  });

  it("resolves the file against the bundle's own src when the bundle is served from elsewhere", async () => {
    const opening = openCarouselPage(async (page) => {
      await page.route('**/carousel.html', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('/dist/cms-islands.js', '/cdn/assets/v2/cms-islands.js');
        await route.fulfill({ response, body: html });
      });
      await page.route('**/cdn/assets/v2/*', async (route) => {
        const file = new URL(route.request().url()).pathname.split('/').pop()!;
        await route.fulfill({ response: await route.fetch({ url: demoUrl(`/dist/${file}`) }) });
      });
    });
    await onPage(opening, async (page) => {
      await waitForSwiper(page, PRODUCTS);
      expect(await vendorRequests(page)).toEqual([demoUrl(`/cdn/assets/v2/${VENDOR_FILE}`)]);
    });
  });

  it('an offscreen carousel costs nothing until it comes near the viewport', async () => {
    await onPage(openPage('/'), async (page) => {
      await page.evaluate(() => {
        const far = document.createElement('div');
        far.innerHTML = window.demoTheme.html(
          `<div class="demo-spacer"></div><div class="demo-spacer"></div><div id="far" class="swiper" data-island="carousel" data-label="Far away"><div class="swiper-wrapper"><div class="swiper-slide">One</div><div class="swiper-slide">Two</div></div></div>`,
        );
        document.body.append(far);
      });
      await settleFiles(page);
      expect(await page.evaluate(() => document.getElementById('far')!.hasAttribute('data-island-mounted'))).toBe(false);
      expect(await vendorRequests(page)).toEqual([]);
      await page.evaluate(() => document.getElementById('far')!.scrollIntoView());
      await waitForSwiper(page, '#far');
      expect(await vendorRequests(page)).toHaveLength(1);
    });
  });

  it("Swiper's CSS comes with its file, before any carousel starts: not in the task that starts one", async () => {
    await onPage(openPage('/'), async (page) => {
      // Just below the screen, within lazy_loading_offset (300 px): it mounts and fetches Swiper, but
      // is not on screen, so its Swiper does not start.
      await page.evaluate(() => {
        const below = document.createElement('div');
        below.innerHTML = window.demoTheme.html(
          `<div id="below" class="swiper" data-island="carousel" data-label="Just below"><div class="swiper-wrapper"><div class="swiper-slide">One</div><div class="swiper-slide">Two</div></div></div><div class="demo-spacer"></div><div class="demo-spacer"></div>`,
        );
        document.body.append(below);
        window.scrollTo(0, document.getElementById('below')!.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100);
      });
      await page.waitForSelector('#below[data-island-mounted]', { state: 'attached' });
      await settleFiles(page);
      expect(await vendorRequests(page)).toHaveLength(1);
      // Swiper's own rule for its wrapper (swiper/css) is in the page, and the carousel has not started.
      const styled = () =>
        page.evaluate(() =>
          document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.swiper-wrapper'))),
        );
      await expect.poll(styled).toBe(true);
      expect(await page.evaluate(() => document.getElementById('below')!.classList.contains('swiper-initialized'))).toBe(false);
    });
  });

  it('if the file cannot load, the slides stay a scrollable row and ONE error names the widget; a later carousel retries', async () => {
    const opening = openCarouselPage(async (page) => {
      await page.route(`**/${VENDOR_FILE}`, (route) => route.abort());
    });
    const consoleMayShowTheFailure = false;
    await onPage(
      opening,
      async (page, problems) => {
        await page.waitForFunction(() => document.querySelector('.demo-gallery')?.getAttribute('tabindex') === '0');
        await scrollThrough(page);
        await expect.poll(() => ownErrors(problems).length).toBeGreaterThan(0);
        await settleFiles(page);
        const ours = ownErrors(problems);
        expect(ours).toHaveLength(1); // two carousels waited on the same failed load
        expect(ours[0]).toMatch(/^error: \[cms-islands\] widget "carousel" could not load swiper/);
        const state = await page.evaluate(() => {
          const row = document.querySelector('.demo-products .swiper') as HTMLElement;
          row.scrollLeft = 300;
          return {
            initialised: document.querySelectorAll('.swiper-initialized').length,
            buttons: document.querySelectorAll('.swiper-button-next, .swiper-button-prev').length,
            slides: document.querySelectorAll('.demo-products .swiper-slide').length,
            scrolled: row.scrollLeft,
            focusableRow: document.querySelector('.demo-products .swiper')!.getAttribute('tabindex'),
            region: document.querySelector('.demo-products')!.getAttribute('aria-roledescription'),
          };
        });
        // Scrolled natively (and snapped to a slide by the theme's CSS).
        expect(state.scrolled).toBeGreaterThan(0);
        expect({ ...state, scrolled: 'yes' }).toEqual({
          initialised: 0,
          buttons: 0,
          slides: 8,
          scrolled: 'yes',
          focusableRow: '0',
          region: 'carousel',
        });
        expect(await axeViolations(page)).toEqual([]);

        await page.unroute(`**/${VENDOR_FILE}`);
        await addCarousel(page, 'retry', '');
        expect(ownErrors(problems)).toHaveLength(1);
      },
      consoleMayShowTheFailure,
    );
  });
});

describe('carousel: layout', () => {
  for (const [widthPx, perView] of [
    [1280, 3],
    [800, 2], // 769-1024: data-items-tablet, default min(3, 2)
    [700, 2], // 577-768: data-items-tablet too
    [400, 1], // below 577: data-items-mobile, default 1
  ] as const) {
    it(`at ${widthPx} px the server row already shows ${perView} product(s) where Swiper puts them: no layout shift`, async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const opening = openCarouselPage(
        async (page) => {
          // Swiper is held back, so the page certainly paints the server markup first.
          await page.route(`**/${VENDOR_FILE}`, async (route) => {
            await held;
            await route.continue();
          });
        },
        { viewport: { width: widthPx, height: 900 } },
      );
      await onPage(opening, async (page) => {
        await page.waitForSelector(`${PRODUCTS}[data-island-mounted]`, { state: 'attached' });
        const before = await slideBoxes(page, PRODUCTS);
        const galleryBefore = await slideBoxes(page, GALLERY);
        release();
        await waitForSwiper(page, PRODUCTS);
        await page.evaluate((sel) => document.querySelector(sel)!.scrollIntoView(), GALLERY);
        await waitForSwiper(page, GALLERY);
        await settle(page);
        expect(
          await page.evaluate((sel) => (document.querySelector(`${sel} .swiper`) as WithSwiper).swiper!.params.slidesPerView, PRODUCTS),
        ).toBe(perView);
        expect(await slideBoxes(page, PRODUCTS)).toEqual(before);
        expect(await slideBoxes(page, GALLERY)).toEqual(galleryBefore);
        const containerWidth = await page.evaluate((sel) => document.querySelector(`${sel} .swiper`)!.clientWidth, PRODUCTS);
        expect(before[0]!.width).toBeCloseTo((containerWidth - (perView - 1) * 16) / perView, 0);
        expect(await layoutShiftTotal(page)).toBe(0);
      }).finally(release);
    });
  }
});

describe('carousel: operation', () => {
  it('is a labelled region with "n of m" slides and real prev/next buttons, first in the Tab order', async () => {
    await onPage(openPage('/carousel.html'), async (page) => {
      await waitForSwiper(page, PRODUCTS);
      const a11y = await page.evaluate((sel) => {
        const island = document.querySelector(sel)!;
        const labelledBy = document.getElementById(island.getAttribute('aria-labelledby') ?? '');
        const buttons = [...island.querySelectorAll('.swiper-button-prev, .swiper-button-next')];
        const slides = [...island.querySelectorAll('.swiper-slide')];
        return {
          role: island.getAttribute('role'),
          roleDescription: island.getAttribute('aria-roledescription'),
          name: labelledBy?.textContent,
          buttons: buttons.map((button) => `${button.tagName} ${button.getAttribute('type')} ${button.getAttribute('aria-label')}`),
          controls: buttons.map((button) => button.getAttribute('aria-controls') === island.querySelector('.swiper-wrapper')!.id),
          slides: slides.map(
            (slide) => `${slide.getAttribute('role')} ${slide.getAttribute('aria-roledescription')} ${slide.getAttribute('aria-label')}`,
          ),
        };
      }, PRODUCTS);
      expect(a11y).toEqual({
        role: 'region',
        roleDescription: 'carousel',
        name: 'New in the shop',
        buttons: ['BUTTON button Previous slide', 'BUTTON button Next slide'],
        controls: [true, true],
        slides: Array.from({ length: 8 }, (_, index) => `group slide ${index + 1} of 8`),
      });
      expect(await page.getAttribute(GALLERY, 'aria-label')).toBe('Workshop photos');
      // Tab from the heading before the carousel: the gallery's rotation control, then previous and next.
      // Its Swiper starts once it is on screen (widgets/carousel/README.md); until then its row is a Tab
      // stop of its own, as printed (one full run tabbed into it before it started).
      await waitForSwiper(page, GALLERY);
      await page.evaluate(() => {
        const start = document.getElementById('h-gallery-demo')!;
        start.tabIndex = -1;
        start.focus();
      });
      const order: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement!.getAttribute('aria-label') ?? ''));
      }
      expect(order).toEqual(['Stop automatic slide show', 'Previous slide', 'Next slide']);
    });
  });

  it('moves with the next and previous buttons and with the arrow keys', async () => {
    await onPage(openPage('/carousel.html'), async (page) => {
      await waitForSwiper(page, PRODUCTS);
      const activeIndex = () =>
        page.evaluate((sel) => (document.querySelector(`${sel} .swiper`) as WithSwiper).swiper!.activeIndex, PRODUCTS);
      const firstInView = () =>
        page.evaluate((sel) => {
          const container = document.querySelector(`${sel} .swiper`)!;
          const left = container.getBoundingClientRect().left;
          return [...container.querySelectorAll('.swiper-slide')].findIndex(
            (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1,
          );
        }, PRODUCTS);
      const afterTransition = () => transitionEnded(page, `${PRODUCTS} .swiper`);

      await page.click(`${PRODUCTS} .swiper-button-next`);
      await afterTransition();
      expect(await activeIndex()).toBe(1);
      expect(await firstInView()).toBe(1);
      await page.click(`${PRODUCTS} .swiper-button-next`);
      await afterTransition();
      expect(await firstInView()).toBe(2);
      await page.click(`${PRODUCTS} .swiper-button-prev`);
      await afterTransition();
      expect(await firstInView()).toBe(1);

      await page.focus(`${PRODUCTS} .swiper-button-next`);
      await page.keyboard.press('ArrowRight');
      await afterTransition();
      expect(await firstInView()).toBe(2);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await afterTransition();
      expect(await firstInView()).toBe(0);
      // Without data-loop, Previous on the first view rewinds to the last view (8 slides, 3 in view).
      await page.keyboard.press('ArrowLeft');
      await afterTransition();
      expect(await firstInView()).toBe(5);
      // The focused button stayed usable (never disabled) and kept the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next slide');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('right to left (dir="rtl"): the first slide at the right edge, Next on the left, and the arrow keys mirrored', async () => {
    await onPage(openPage('/carousel.html'), async (page) => {
      const id = 'rtl-carousel';
      await addCarousel(page, id, 'dir="rtl"');
      const carousel = `#${id}`;
      const activeIndex = () => page.evaluate((sel) => (document.querySelector(sel) as WithSwiper).swiper!.activeIndex, carousel);
      const edges = await page.evaluate((sel) => {
        const container = document.querySelector(sel)!.getBoundingClientRect();
        const box = (selector: string) => document.querySelector(`${sel} ${selector}`)!.getBoundingClientRect();
        const middle = container.left + container.width / 2;
        return {
          firstSlideAtRight: Math.abs(box('.swiper-slide').right - container.right) < 1,
          nextOnLeft: box('.swiper-button-next').right < middle,
          previousOnRight: box('.swiper-button-prev').left > middle,
        };
      }, carousel);
      expect(edges).toEqual({ firstSlideAtRight: true, nextOnLeft: true, previousOnRight: true });

      await page.focus(`${carousel} .swiper-button-next`);
      await page.keyboard.press('ArrowLeft');
      await transitionEnded(page, carousel);
      expect(await activeIndex()).toBe(1);
      await page.keyboard.press('ArrowRight');
      await transitionEnded(page, carousel);
      expect(await activeIndex()).toBe(0);
      await page.click(`${carousel} .swiper-button-next`);
      await transitionEnded(page, carousel);
      expect(await activeIndex()).toBe(1);
    });
  });

  it('autoplay advances at the configured interval and pauses on hover, on focus and with its pause button', async () => {
    await onPage(openOnClock('/carousel.html'), async (page) => {
      await page.mouse.move(0, 0);
      await addCarousel(page, 'auto', `data-interval="${TEST_INTERVAL_S}" data-loop`);
      await pauseClock(page);
      await recordSlideChanges(page, '#auto');
      await runIntervals(page, '#auto', 3, TEST_INTERVAL_MS);
      const times = await slideChangeTimes(page);
      expect(times).toHaveLength(3);
      expect(times.slice(1).map((time, index) => time - times[index]!)).toEqual([TEST_INTERVAL_MS, TEST_INTERVAL_MS]);
      expect(await page.getAttribute('#auto .swiper-wrapper', 'aria-live')).toBe('off'); // rotating: not announced

      const quietFor = async (action: () => Promise<void>) => {
        await action();
        const before = await slideChanges(page);
        await runIntervals(page, '#auto', 2, TEST_INTERVAL_MS);
        return (await slideChanges(page)) - before;
      };
      expect(await quietFor(() => page.hover('#auto .swiper-slide-active'))).toBe(0);
      expect(await page.getAttribute('#auto .swiper-wrapper', 'aria-live')).toBe('polite');
      expect(await quietFor(() => page.mouse.move(0, 0))).toBe(2);
      expect(await quietFor(() => page.focus('#auto .swiper-button-next'))).toBe(0);
      expect(await quietFor(() => page.evaluate(() => (document.activeElement as HTMLElement).blur()))).toBe(2);

      await page.click('#auto .cms-islands-carousel-rotation');
      expect(await page.getAttribute('#auto .cms-islands-carousel-rotation', 'aria-label')).toBe('Start automatic slide show');
      expect(
        await quietFor(async () => {
          await page.mouse.move(0, 0);
          await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        }),
      ).toBe(0);
      expect(await withClockRunning(page, () => axeViolations(page))).toEqual([]);
      await page.click('#auto .cms-islands-carousel-rotation');
      expect(await page.getAttribute('#auto .cms-islands-carousel-rotation', 'aria-label')).toBe('Stop automatic slide show');
      expect(
        await quietFor(async () => {
          await page.mouse.move(0, 0);
          await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        }),
      ).toBe(2);
    });
  });

  it('data-autoplay rotates every 5000 ms, the spec default', async () => {
    await onPage(openOnClock('/carousel.html'), async (page) => {
      await page.mouse.move(0, 0);
      await waitForSwiper(page, GALLERY);
      // In view: autoplay only ticks while the carousel shows (core/hooks/useAutoplay.ts).
      await scrollAndObserve(page, GALLERY);
      await pauseClock(page);
      await recordSlideChanges(page, GALLERY);
      await runIntervals(page, GALLERY, 2, CAROUSEL_AUTOPLAY_TIMEOUT_MS);
      const times = await slideChangeTimes(page);
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBe(CAROUSEL_AUTOPLAY_TIMEOUT_MS);
      // Not a moment sooner: a millisecond short of the next change, nothing yet.
      const untilNext = times[1]! + CAROUSEL_AUTOPLAY_TIMEOUT_MS - (await page.evaluate(() => performance.now()));
      await page.clock.runFor(untilNext - 1);
      expect(await slideChanges(page)).toBe(2);
      await page.clock.runFor(1);
      expect(await slideChanges(page)).toBe(3);
      expect(await page.evaluate((sel) => (document.querySelector(sel) as WithSwiper).swiper!.params.speed, GALLERY)).toBe(
        CAROUSEL_SMART_SPEED_MS,
      );
    });
  });

  it('prefers-reduced-motion: no autoplay, no pause control, and instant slide changes', async () => {
    await onPage(openOnClock('/carousel.html', { reducedMotion: 'reduce' }), async (page) => {
      await page.mouse.move(0, 0);
      await waitForSwiper(page, GALLERY);
      await addCarousel(page, 'calm', `data-interval="${TEST_INTERVAL_S}"`);
      await pauseClock(page);
      await recordSlideChanges(page, '#calm');
      await runInSteps(page, 2 * CAROUSEL_AUTOPLAY_TIMEOUT_MS, TEST_INTERVAL_MS);
      expect(await slideChanges(page)).toBe(0);
      expect(await page.locator('.cms-islands-carousel-rotation').count()).toBe(0);
      expect(await page.evaluate(() => (document.querySelector('#calm') as WithSwiper).swiper!.params.speed)).toBe(0);
      expect(await page.getAttribute('#calm .swiper-wrapper', 'aria-live')).toBe('polite');
      expect(await withClockRunning(page, () => axeViolations(page))).toEqual([]);
    });
  });
});

describe('carousel: unmount', () => {
  it('removing the markup destroys Swiper: no timers, no listeners, no more slide changes', async () => {
    const opening = openOnClock('/carousel.html', {}, async (page) => {
      // Live intervals of the page, counted from its start (around the page clock's fake setInterval).
      await page.addInitScript(() => {
        const live = new Set<number>();
        (window as unknown as { liveIntervals: Set<number> }).liveIntervals = live;
        const { setInterval: set, clearInterval: clear } = window;
        window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
          const id = set(handler, ms, ...rest);
          live.add(id);
          return id;
        }) as typeof window.setInterval;
        window.clearInterval = ((id?: number) => {
          if (id !== undefined) live.delete(id);
          clear(id);
        }) as typeof window.clearInterval;
      });
    });
    await onPage(opening, async (page) => {
      const liveIntervals = () => page.evaluate(() => (window as unknown as { liveIntervals: Set<number> }).liveIntervals.size);
      await page.mouse.move(0, 0);
      await waitForSwiper(page, PRODUCTS);
      const intervalsBefore = await liveIntervals();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const listeners = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((metric) => metric.name === 'JSEventListeners')!.value;
      };
      // The page's own carousels stand still: a slide change in flight holds a transitionend listener
      // of Swiper's, which would be counted on one side only (a count off by one, seen once under load).
      await page.evaluate(() => {
        for (const row of document.querySelectorAll<WithSwiper>('.swiper')) row.swiper?.autoplay?.stop();
      });
      await page.waitForFunction(() => [...document.querySelectorAll<WithSwiper>('.swiper')].every((row) => !row.swiper?.animating));
      const before = await listeners();
      await addCarousel(page, 'doomed', `data-interval="${TEST_INTERVAL_S}" data-loop`);
      await pauseClock(page);
      await recordSlideChanges(page, '#doomed');
      await runIntervals(page, '#doomed', 1, TEST_INTERVAL_MS);
      expect(await slideChanges(page)).toBe(1);
      expect(await listeners()).toBeGreaterThan(before);
      expect(await liveIntervals()).toBe(intervalsBefore + 1); // its autoplay

      await page.evaluate(() => {
        const doomed = document.getElementById('doomed') as WithSwiper;
        (window as unknown as { removed: WithSwiper; removedSwiper: SwiperLike }).removedSwiper = doomed.swiper!;
        (window as unknown as { removed: WithSwiper }).removed = doomed;
        doomed.remove();
      });
      await runFrames(page); // the removal is handled in the next frame
      await flushTasks(page);
      const changesAtRemoval = await slideChanges(page);
      await runInSteps(page, 2 * TEST_INTERVAL_MS, TEST_INTERVAL_MS);
      const after = await page.evaluate(() => {
        const { removed, removedSwiper } = window as unknown as { removed: WithSwiper; removedSwiper: SwiperLike };
        return {
          destroyed: removedSwiper.destroyed,
          instanceOnElement: removed.swiper ?? null,
          initialisedClass: removed.classList.contains('swiper-initialized'),
          buttons: removed.querySelectorAll('button').length,
          mounted: removed.hasAttribute('data-island-mounted'),
        };
      });
      expect(after).toEqual({ destroyed: true, instanceOnElement: null, initialisedClass: false, buttons: 0, mounted: false });
      expect(await slideChanges(page)).toBe(changesAtRemoval);
      expect(await liveIntervals()).toBe(intervalsBefore);
      await cdp.send('Runtime.evaluate', { expression: 'delete window.removed; delete window.removedSwiper; delete window.slideChanges' });
      expect(await listeners()).toBe(before);
      await cdp.detach();
    });
  });

  it('unmounting gives back the markup exactly as printed, even after a looping carousel moved its slides', async () => {
    await onPage(openPage('/carousel.html'), async (page) => {
      const printed = await addCarousel(page, 'looped', 'data-loop data-items="1" data-gap="16"');
      for (let step = 0; step < 3; step += 1) {
        await page.click('#looped .swiper-button-prev');
        await transitionEnded(page, '#looped');
      }
      expect(await page.evaluate(() => (document.getElementById('looped') as WithSwiper).swiper!.realIndex)).toBe(3);
      await page.evaluate(() =>
        (window as unknown as { CMSIslands: { unmount(node: Element): void } }).CMSIslands.unmount(document.getElementById('looped')!),
      );
      expect(await page.evaluate(() => document.getElementById('looped')!.outerHTML)).toBe(printed);
      // Mounted again, it is a carousel again.
      await page.evaluate(() =>
        (window as unknown as { CMSIslands: { mount(node: Element): void } }).CMSIslands.mount(document.getElementById('looped')!),
      );
      await waitForSwiper(page, '#looped');
    });
  });
});
