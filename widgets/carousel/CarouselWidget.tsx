import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { useAutoplay } from '../../src/core/hooks/useAutoplay';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useReducedMotion } from '../../src/core/hooks/useReducedMotion';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useVendor } from '../../src/core/hooks/useVendor';
import { warn } from '../../src/core/log';
import { RotationButton } from '../../src/core/slides/RotationButton';
import { planSlidesAria, slidesBoxId } from '../../src/core/slides/slides-aria';
import { useFamilySettings } from '../../src/core/store/react';
import type { SwiperVendor } from '../vendors/swiper';
import { autoplayIntervalMs, type CarouselOptions } from './options';
import { CAROUSEL_SETTINGS_SCHEMA } from './settings';
import { readCarouselParts } from './structure';
import { CAROUSEL_MARKUP } from './markup';
import { useSwiper, type Swiper } from './useSwiper';

/** Our one piece of functional CSS: the rotation control sits over the slides, so it shifts nothing. */
export const ROTATION_CSS = `:where(.${CAROUSEL_MARKUP.classes.rotation}){position:absolute;z-index:10;top:8px;right:8px}`;
const SKIP_ARROWS_IN = 'input,select,textarea,[contenteditable]';

/** Swiper's arrow icon's outline (its navigation-icon SVG), to a hundredth of its 11 × 20 box. */
const ARROW_PATH =
  'M.38 20.08c-.27-.28-.27-.71 0-.99l8.82-8.81L.38 1.46c-.27-.27-.27-.71 0-.98s.71-.27.98 0l9.07 9.07c.41.4.41 1.06 0 1.46l-9.07 9.07c-.27.27-.71.27-.98 0z';

/**
 * Swiper's own arrow, built by React. Swiper would otherwise write it with innerHTML through a Trusted
 * Types policy named "html" that a strict Content-Security-Policy refuses (README,
 * "Content-Security-Policy"); `addIcons: false` keeps it from trying. Its CSS styles this icon.
 */
function ArrowIcon() {
  return (
    <svg
      className={CAROUSEL_MARKUP.classes.arrowIcon}
      width="11"
      height="20"
      viewBox="0 0 11 20"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={ARROW_PATH} />
    </svg>
  );
}

/**
 * Carousel (README) on Swiper's own markup. Swiper comes from its vendor file, loaded when the first
 * carousel mounts; until then (and if it cannot load) the server markup stays a plain scrollable row.
 * Its WAI-ARIA carousel semantics are planned in the core (src/core/slides), as the slider's are.
 */
export function CarouselWidget({ element, options }: WidgetProps<CarouselOptions>) {
  const idBase = useId();
  const texts = useFamilySettings(CAROUSEL_SETTINGS_SCHEMA, 'carousel');
  const parts = useMemo(() => {
    const read = readCarouselParts(element);
    if (!read) warn('widget "carousel" needs .swiper > .swiper-wrapper > .swiper-slide markup; left as it is', element);
    else if (!read.naming.named && !options.label && !read.naming.heading)
      warn('widget "carousel" has no name: add data-label or a heading', element);
    return read;
  }, [element, options.label]);
  const vendor = useVendor<SwiperVendor>('swiper', 'carousel', element);
  const reducedMotion = useReducedMotion();
  const speedMs = reducedMotion ? 0 : options.speed;
  const [paused, setPaused] = useState(false);
  const [controls] = useState(() => document.createElement('div'));
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiperState = useState<Swiper | null>(null);
  const [swiper] = swiperState;

  const intervalMs = autoplayIntervalMs(options);
  const advance = useCallback(() => swiper?.slideNext(), [swiper]);
  const rotating = useAutoplay(element, swiper && !paused ? intervalMs : 0, advance);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (parts) {
    const { container, wrapper, slides, naming } = parts;
    plan.push(
      ...planSlidesAria({
        widget: element,
        naming,
        label: options.label,
        idBase,
        slidesBox: wrapper,
        slides,
        rotating,
        slideLabel: texts.carousel_slide_label,
      }),
    );
    // The server prints the scroll container focusable (README, "Before the bundle"): until Swiper
    // runs, and if it never does, the row scrolls natively and the keyboard must reach it. While
    // Swiper runs the row does not scroll by itself (the buttons and arrows move it), so it is no Tab stop.
    if (vendor) plan.push([container, { tabindex: null }]);
    else if (vendor === false) plan.push([container, { tabindex: '0' }]);
  }
  useServerAttributes(plan);
  const labels = { previous: texts.carousel_previous, next: texts.carousel_next };
  useSwiper(vendor, parts, options, speedMs, { holder: controls, previous, next, labels }, swiperState);

  useDomListener(element, 'keydown', (event) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!swiper || !step || (event.target as Element).closest(SKIP_ARROWS_IN)) return;
    event.preventDefault();
    if (step < 0) swiper.slidePrev();
    else swiper.slideNext();
  });

  if (!vendor || !parts) return null;
  const wrapperId = slidesBoxId(parts.wrapper, idBase);
  return createPortal(
    <>
      {intervalMs > 0 && !reducedMotion && (
        <RotationButton
          className={CAROUSEL_MARKUP.classes.rotation}
          sizePx={12}
          paused={paused}
          label={paused ? texts.carousel_start : texts.carousel_stop}
          onToggle={() => setPaused((was) => !was)}
        />
      )}
      <button
        ref={previous}
        type="button"
        className={CAROUSEL_MARKUP.classes.previous}
        aria-controls={wrapperId}
        aria-label={texts.carousel_previous}
      >
        <ArrowIcon />
      </button>
      <button ref={next} type="button" className={CAROUSEL_MARKUP.classes.next} aria-controls={wrapperId} aria-label={texts.carousel_next}>
        <ArrowIcon />
      </button>
    </>,
    controls,
  );
}
