import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { postTask } from '../../core/dom/post-task';
import { whenNear } from '../../core/dom/when-near';
import { useAutoplay } from '../../core/hooks/useAutoplay';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import { useVendor } from '../../core/hooks/useVendor';
import { warn } from '../../core/log';
import { RotationButton } from '../../core/slides/RotationButton';
import { slidesBoxId } from '../../core/slides/slides-aria';
import { useFamilySettings } from '../../core/store/react';
import type { SwiperVendor } from '../vendors/swiper';
import { ArrowIcon } from './ArrowIcon';
import { autoplayIntervalMs, type CarouselOptions, CAROUSEL_SETTINGS_SCHEMA } from './options';
import { readCarouselParts, type CarouselParts } from './structure';
import { CAROUSEL_MARKUP } from './markup';
import { useCarouselAria } from './useCarouselAria';
import { useSwiper, type Swiper, type SwiperStart } from './useSwiper';

/**
 * Whether the carousel has come on screen (README, "Swiper starts on screen"): Swiper is started only then, each
 * carousel in a task of its own, so a carousel the visitor never reaches costs no Swiper and two
 * that come together are not started in one long task; until then the server's row shows. Null before,
 * then where Swiper starts: the slide the visitor may have scrolled the plain row to, and the
 * container's inner width (px). Both are read in the observer's callback, where the page's layout is
 * fresh (read where Swiper starts, after the commit wrote the region's attributes, they forced a
 * layout of the page).
 */
function useOnScreen(element: HTMLElement, parts: CarouselParts | null, gapPx: number): SwiperStart | null {
  const [start, setStart] = useState<SwiperStart | null>(null);
  useEffect(
    () =>
      whenNear(element, () => {
        const scrolledPx = parts?.container.scrollLeft ?? 0;
        const slideStepPx = scrolledPx ? (parts?.slides[0]?.offsetWidth ?? 0) + gapPx : 0;
        const slide = slideStepPx ? Math.round(scrolledPx / slideStepPx) : 0;
        let containerInnerPx: number | null = null;
        if (parts) {
          // As Swiper measures it: the client width less the whole pixels of padding.
          const style = getComputedStyle(parts.container);
          containerInnerPx = parts.container.clientWidth - (parseInt(style.paddingLeft, 10) || 0) - (parseInt(style.paddingRight, 10) || 0);
        }
        postTask(() => setStart({ initialSlide: slide, containerInnerPx }));
      }),
    [element, parts, gapPx],
  );
  return start;
}

/**
 * Swiper's CSS, adopted as soon as its file has come (widgets/carousel/README.md, "Swiper starts on
 * screen"): a new stylesheet makes the browser style the whole page again, which it then does in its
 * next frame. Adopted in the task that starts Swiper, Swiper's first style read forced it there. True
 * once a frame has passed since, so Swiper starts in a task after it.
 */
function useSwiperStyles(vendor: SwiperVendor | null | false): boolean {
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    if (!vendor) return;
    vendor.injectStyles();
    let frame = requestAnimationFrame(() => {
      frame = 0;
      postTask(() => setStyled(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [vendor]);
  return styled;
}

/** Our one piece of functional CSS: the rotation control sits over the slides, so it shifts nothing. */
export const ROTATION_CSS = `:where(.${CAROUSEL_MARKUP.classes.rotation}){position:absolute;z-index:10;top:8px;right:8px}`;
const SKIP_ARROWS_IN = 'input,select,textarea,[contenteditable]';

/**
 * Carousel (README) on Swiper's own markup. Swiper comes from its vendor file, loaded when the first
 * carousel mounts; until then (and if it cannot load) the server markup stays a plain scrollable row.
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
  const loaded = useVendor<SwiperVendor>('swiper', 'carousel', element);
  // Swiper as far as this carousel goes: waiting (null) until it is on screen, the row as printed.
  const start = useOnScreen(element, parts, options.gap);
  const styled = useSwiperStyles(loaded);
  const vendor = start === null || (loaded && !styled) ? null : loaded;
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

  useCarouselAria(element, parts, options.label, idBase, rotating, texts.carousel_slide_label, vendor);
  const labels = { previous: texts.carousel_previous, next: texts.carousel_next };
  useSwiper(vendor, parts, options, speedMs, start, { holder: controls, previous, next, labels }, swiperState);

  useDomListener(element, 'keydown', (event) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!swiper || !step || (event.target as Element).closest(SKIP_ARROWS_IN)) return;
    event.preventDefault();
    // Right to left (Swiper reads the carousel's direction): the next slide is to the left.
    if (swiper.rtlTranslate ? step > 0 : step < 0) swiper.slidePrev();
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
