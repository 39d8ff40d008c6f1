import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  CAROUSEL_ITEMS_DEFAULT,
  CAROUSEL_MAX_SPEED_MS,
  CAROUSEL_MIN_SPEED_MS,
  CAROUSEL_SMART_SPEED_MS,
  autoplayIntervalMs,
  parseCarouselOptions,
  type CarouselOptions,
  CAROUSEL_SETTINGS_SCHEMA,
} from './options';
import { SLIDER_BREAKPOINTS_PX, carouselBreakpoints, swiperParams } from './swiper-params';
import { parseWithSchema } from '../../core/settings/schema';

/** The carousel's button words with no page settings: the English defaults. */
const { carousel_previous: previous, carousel_next: next } = parseWithSchema(CAROUSEL_SETTINGS_SCHEMA, {}).value;
const ENGLISH = { previous, next };

function carousel(attributes: string): HTMLElement {
  document.body.innerHTML = `<div data-island="carousel" ${attributes}></div>`;
  return document.body.firstElementChild as HTMLElement;
}

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const DEFAULTS: CarouselOptions = {
  items: 3,
  itemsTablet: undefined,
  itemsMobile: 1,
  gap: 0,
  autoplay: undefined,
  interval: undefined,
  speed: 250,
  loop: false,
  label: '',
};

describe('carousel options', () => {
  it('quotes the spec: 3 items, autoplay 5000 ms, smart speed 250 ms', () => {
    expect([CAROUSEL_ITEMS_DEFAULT, CAROUSEL_AUTOPLAY_TIMEOUT_MS, CAROUSEL_SMART_SPEED_MS]).toEqual([3, 5000, 250]);
  });

  it('gives a bare carousel the defaults, silently', () => {
    expect(parseCarouselOptions(carousel(''))).toEqual(DEFAULTS);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads every data attribute, typed', () => {
    const options = parseCarouselOptions(
      carousel(
        'data-items="4" data-items-tablet="3" data-items-mobile="2" data-gap="16" data-interval="3" data-speed="400" data-loop="yes" data-label="Offers"',
      ),
    );
    expect(options).toEqual({
      items: 4,
      itemsTablet: 3,
      itemsMobile: 2,
      gap: 16,
      autoplay: undefined,
      interval: 3,
      speed: 400,
      loop: true,
      label: 'Offers',
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads bare data-autoplay and data-loop as on, like HTML boolean attributes', () => {
    expect(parseCarouselOptions(carousel('data-autoplay data-loop'))).toMatchObject({ autoplay: true, loop: true });
    expect(parseCarouselOptions(carousel('data-autoplay="false" data-loop="no"'))).toMatchObject({ autoplay: false, loop: false });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('falls back to the defaults for bad values, with ONE warning naming the widget and every bad value', () => {
    const options = parseCarouselOptions(
      carousel(
        'data-items="three" data-items-tablet="0" data-items-mobile="-1" data-gap="10px" data-interval="-2" data-speed="fast" data-autoplay="sometimes" data-loop="maybe"',
      ),
    );
    expect(options).toEqual(DEFAULTS);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    const message = String(warnSpy.mock.calls[0]![0]);
    expect(message).toMatch(/^\[cms-islands\] widget "carousel" options: /);
    for (const name of ['items=', 'itemsTablet=', 'itemsMobile=', 'gap=', 'interval=', 'speed=', 'autoplay=', 'loop='])
      expect(message).toContain(name);
  });
});

describe('carousel data-interval (0, or 1 s to 1 day) and data-speed (100 to 5000 ms), README', () => {
  it('accepts the ends of both ranges silently', () => {
    expect(parseCarouselOptions(carousel('data-interval="1" data-speed="100"'))).toMatchObject({ interval: 1, speed: 100 });
    expect(parseCarouselOptions(carousel('data-interval="86400" data-speed="5000"'))).toMatchObject({ interval: 86400, speed: 5000 });
    expect(parseCarouselOptions(carousel('data-interval="0"'))).toMatchObject({ interval: 0 });
    expect([CAROUSEL_MIN_SPEED_MS, CAROUSEL_MAX_SPEED_MS]).toEqual([100, 5000]);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['3000000', 'seconds that are above 2^31−1 ms: setInterval would wrap round to ~0'],
    ['0.0001', 'a tenth of a millisecond'],
    ['0.5', 'under a second'],
    ['86401', 'over a day'],
  ])('refuses data-interval="%s" (%s): no interval, so data-autoplay decides, with ONE warning', (value) => {
    const options = parseCarouselOptions(carousel(`data-autoplay data-interval="${value}"`));
    expect(options).toMatchObject({ autoplay: true, interval: undefined });
    expect(autoplayIntervalMs(options)).toBe(CAROUSEL_AUTOPLAY_TIMEOUT_MS);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toMatch(/^\[cms-islands\] widget "carousel" options: interval=/);
  });

  it.each(['0', '99', '5001', '1e9', '-250'])('refuses data-speed="%s": the default 250 ms, with ONE warning', (value) => {
    expect(parseCarouselOptions(carousel(`data-speed="${value}"`)).speed).toBe(CAROUSEL_SMART_SPEED_MS);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toMatch(/^\[cms-islands\] widget "carousel" options: speed=.*using 250$/);
  });
});

describe('carousel autoplay interval', () => {
  it('is off unless asked for', () => {
    expect(autoplayIntervalMs({ autoplay: undefined, interval: undefined })).toBe(0);
  });
  it('data-autoplay rotates every 5000 ms (the default slider autoplay)', () => {
    expect(autoplayIntervalMs({ autoplay: true, interval: undefined })).toBe(CAROUSEL_AUTOPLAY_TIMEOUT_MS);
  });
  it('data-interval is in seconds and turns autoplay on by itself', () => {
    expect(autoplayIntervalMs({ autoplay: undefined, interval: 3 })).toBe(3000);
    expect(autoplayIntervalMs({ autoplay: true, interval: 2.5 })).toBe(2500);
  });
  it('data-interval="0" means no autoplay, even with data-autoplay; data-autoplay="false" wins over an interval', () => {
    expect(autoplayIntervalMs({ autoplay: true, interval: 0 })).toBe(0);
    expect(autoplayIntervalMs({ autoplay: false, interval: 4 })).toBe(0);
  });
});

describe('carousel breakpoints', () => {
  it('are the spec slider breakpoints 1025, 769, 577 and 0', () => {
    expect(SLIDER_BREAKPOINTS_PX).toEqual([1025, 769, 577, 0]);
    expect(
      Object.keys(carouselBreakpoints(DEFAULTS))
        .map(Number)
        .sort((a, b) => b - a),
    ).toEqual([1025, 769, 577, 0]);
  });

  it('by default: 3 in view from 1025 px, 2 from 577 px, 1 below', () => {
    expect(carouselBreakpoints(DEFAULTS)).toEqual({
      1025: { slidesPerView: 3 },
      769: { slidesPerView: 2 },
      577: { slidesPerView: 2 },
      0: { slidesPerView: 1 },
    });
  });

  it('maps data-items, data-items-tablet and data-items-mobile to their breakpoints', () => {
    expect(carouselBreakpoints({ ...DEFAULTS, items: 5, itemsTablet: 3, itemsMobile: 2 })).toEqual({
      1025: { slidesPerView: 5 },
      769: { slidesPerView: 3 },
      577: { slidesPerView: 3 },
      0: { slidesPerView: 2 },
    });
  });

  it('never shows more on a tablet than on a desktop by default', () => {
    expect(carouselBreakpoints({ ...DEFAULTS, items: 1 })).toEqual({
      1025: { slidesPerView: 1 },
      769: { slidesPerView: 1 },
      577: { slidesPerView: 1 },
      0: { slidesPerView: 1 },
    });
  });
});

describe('Swiper options', () => {
  it("carry the gap, the speed, loop or rewind, the buttons' words, and leave slide labels to the widget", () => {
    expect(swiperParams({ ...DEFAULTS, gap: 16 }, ENGLISH, CAROUSEL_SMART_SPEED_MS, 0)).toMatchObject({
      spaceBetween: 16,
      speed: 250,
      loop: false,
      rewind: true,
      initialSlide: 0,
      a11y: {
        slideRole: '',
        slideLabelMessage: '',
        wrapperLiveRegion: false,
        prevSlideMessage: 'Previous slide',
        nextSlideMessage: 'Next slide',
      },
    });
    expect(swiperParams({ ...DEFAULTS, loop: true }, ENGLISH, 0, 2)).toMatchObject({
      loop: true,
      rewind: false,
      speed: 0,
      initialSlide: 2,
    });
  });
});
