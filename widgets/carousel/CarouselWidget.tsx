import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { applyAttributes, type AttributeValues } from '../../src/core/dom/attributes';
import { useAutoplay } from '../../src/core/hooks/useAutoplay';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useReducedMotion } from '../../src/core/hooks/useReducedMotion';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useVendor } from '../../src/core/hooks/useVendor';
import { warn } from '../../src/core/log';
import type { SwiperVendor } from '../vendors/swiper';
import { autoplayIntervalMs, type CarouselOptions } from './options';
import { readCarouselParts } from './structure';
import { CAROUSEL_MARKUP } from './markup';
import { NEXT_SLIDE_LABEL, PREVIOUS_SLIDE_LABEL, swiperParams } from './swiper-params';

type Swiper = InstanceType<SwiperVendor['Swiper']>;

/** Our one piece of functional CSS: the rotation control sits over the slides, so it shifts nothing. */
export const ROTATION_CSS = `:where(.${CAROUSEL_MARKUP.classes.rotation}){position:absolute;z-index:10;top:8px;right:8px}`;
const SKIP_ARROWS_IN = 'input,select,textarea,[contenteditable]';

/**
 * Swiper's own arrow, built by React. Swiper would otherwise write it with innerHTML through a Trusted
 * Types policy named "html" that a strict Content-Security-Policy refuses (README,
 * "Content-Security-Policy"); `addIcons: false` below keeps it from trying. Its CSS styles this icon.
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
      <path
        fill="currentColor"
        d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
      />
    </svg>
  );
}

/**
 * Carousel (README) on Swiper's own markup. Swiper comes from its vendor file, loaded when the first
 * carousel mounts; until then (and if it cannot load) the server markup stays a plain scrollable row.
 */
export function CarouselWidget({ element, options }: WidgetProps<CarouselOptions>) {
  const idBase = useId();
  const parts = useMemo(() => {
    const read = readCarouselParts(element);
    if (!read) warn('widget "carousel" needs .swiper > .swiper-wrapper > .swiper-slide markup; left as it is', element);
    else if (!read.named && !options.label && !read.heading) warn('widget "carousel" has no name: add data-label or a heading', element);
    return read;
  }, [element, options.label]);
  const vendor = useVendor<SwiperVendor>('swiper', 'carousel', element);
  const reducedMotion = useReducedMotion();
  const speedMs = reducedMotion ? 0 : options.speed;
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [paused, setPaused] = useState(false);
  const [controls] = useState(() => document.createElement('div'));
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  const intervalMs = autoplayIntervalMs(options);
  const advance = useCallback(() => swiper?.slideNext(), [swiper]);
  const rotating = useAutoplay(element, swiper && !paused ? intervalMs : 0, advance);

  const wrapperId = parts?.wrapper.id || `${idBase}slides`;
  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (parts) {
    const { heading, slides, slideNamed } = parts;
    let name: AttributeValues = {};
    if (!parts.named && options.label) name = { 'aria-label': options.label };
    else if (!parts.named && heading) {
      name = { 'aria-labelledby': heading.id || `${idBase}name` };
      plan.push([heading, { id: name['aria-labelledby']! }]);
    }
    plan.push([element, { role: 'region', 'aria-roledescription': 'carousel', ...name }]);
    // APG: the slides are announced as they change only while they do not change by themselves.
    plan.push([parts.wrapper, { id: wrapperId, 'aria-live': rotating ? 'off' : 'polite' }]);
    slides.forEach((slide, index) => {
      const label: AttributeValues = slideNamed[index] ? {} : { 'aria-label': `${index + 1} of ${slides.length}` };
      plan.push([slide, { role: 'group', 'aria-roledescription': 'slide', ...label }]);
    });
    // The server prints the scroll container focusable (README, "Before the bundle"): until Swiper
    // runs, and if it never does, the row scrolls natively and the keyboard must reach it. While
    // Swiper runs the row does not scroll by itself (the buttons and arrows move it), so it is no Tab stop.
    if (vendor) plan.push([parts.container, { tabindex: null }]);
    else if (vendor === false) plan.push([parts.container, { tabindex: '0' }]);
  }
  useServerAttributes(plan);

  useLayoutEffect(() => {
    if (!vendor || !parts) return;
    const { container, wrapper, slides } = parts;
    vendor.injectStyles();
    // Swiper's destroy() wipes style attributes and leaves a class behind: the server's own come back
    // afterwards. Styles come back through the element's style (CSSOM): attribute text set by script is
    // refused by a strict Content-Security-Policy (README, "Content-Security-Policy"). Only where the
    // page applied the printed attribute (so its policy allows them) is its exact text written back.
    const nodes = [container, wrapper, ...slides];
    const restoreMarkup = nodes.map((node) => {
      const restoreClass = applyAttributes(node, { class: node.getAttribute('class') });
      const printed = node.getAttribute('style');
      const applied = node.style.cssText;
      return () => {
        restoreClass();
        if (printed === null) {
          node.removeAttribute('style');
          return;
        }
        node.style.cssText = applied;
        if (applied && node.getAttribute('style') !== printed) node.setAttribute('style', printed);
      };
    });
    // A visitor may have scrolled the plain row already: Swiper starts at that slide instead.
    // Slide widths are read only then: in the common case nothing here measures the slides.
    const scrolledPx = container.scrollLeft;
    const slideStepPx = scrolledPx ? (slides[0]?.offsetWidth ?? 0) + options.gap : 0;
    const initialSlide = slideStepPx ? Math.round(scrolledPx / slideStepPx) : 0;
    if (scrolledPx) container.scrollLeft = 0;
    container.prepend(controls); // before the slides: the controls come first in the Tab order (APG)
    const { A11y, Navigation } = vendor.modules;
    const instance = new vendor.Swiper(container, {
      ...swiperParams(options, speedMs, initialSlide),
      modules: [A11y, Navigation],
      navigation: { prevEl: previous.current, nextEl: next.current, addIcons: false },
    });
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      // Chromium writes inline styles to the attribute lazily: removed while unwritten, it would come
      // back as style="". Reading it first settles it, so the restore below really leaves none.
      for (const node of nodes) node.getAttribute('style');
      for (const restore of restoreMarkup) restore();
      controls.remove();
    };
    // Swiper is created once per mount; speed changes reach it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vendor, parts, controls]);

  useEffect(() => {
    if (swiper) swiper.params.speed = speedMs;
  }, [swiper, speedMs]);

  useDomListener(element, 'keydown', (event) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!swiper || !step || (event.target as Element).closest(SKIP_ARROWS_IN)) return;
    event.preventDefault();
    if (step < 0) swiper.slidePrev();
    else swiper.slideNext();
  });

  if (!vendor || !parts) return null;
  return createPortal(
    <>
      {intervalMs > 0 && !reducedMotion && (
        <button
          type="button"
          className={CAROUSEL_MARKUP.classes.rotation}
          aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          onClick={() => setPaused((was) => !was)}
        >
          <svg width="12" height="12" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={paused ? 'M2 1l7 4-7 4z' : 'M2 1h2v8H2zM6 1h2v8H6z'} />
          </svg>
        </button>
      )}
      <button
        ref={previous}
        type="button"
        className={CAROUSEL_MARKUP.classes.previous}
        aria-controls={wrapperId}
        aria-label={PREVIOUS_SLIDE_LABEL}
      >
        <ArrowIcon />
      </button>
      <button ref={next} type="button" className={CAROUSEL_MARKUP.classes.next} aria-controls={wrapperId} aria-label={NEXT_SLIDE_LABEL}>
        <ArrowIcon />
      </button>
    </>,
    controls,
  );
}
