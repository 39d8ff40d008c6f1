import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { useAutoplay } from '../../src/core/hooks/useAutoplay';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useReducedMotion } from '../../src/core/hooks/useReducedMotion';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { warn } from '../../src/core/log';
import { useFamilySettings } from '../../src/core/store/react';
import { sliderIntervalMs, SLIDER_TRANSITION_MS, type SliderOptions } from './options';
import { SLIDER_SETTINGS_SCHEMA, slideLabel } from './settings';
import { buildSlices } from './slices';
import { isRightToLeft, readSliderParts, slideImageUrl } from './structure';
import { SLIDER_MARKUP } from './markup';

/** Where the slider is: the shown slide, and the one coming in over it (while the slices run). */
interface Position {
  shown: number;
  incoming: number | null;
}

const SKIP_ARROWS_IN = 'input,select,textarea,[contenteditable]';

function Chevron({ pointsLeft }: { pointsLeft: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d={pointsLeft ? 'M10 2L4 8l6 6' : 'M6 2l6 6-6 6'} />
    </svg>
  );
}

/**
 * Slice slider (README): the server printed the slides, the first one shown. The widget makes it an
 * APG carousel (labelled region, "n of m" slides, previous/next and rotation buttons), rotates every
 * data-interval seconds while not hovered or focused, and brings each slide in as 15 slices in 800 ms
 * (an instant change under reduced motion).
 */
export function SliderWidget({ element, options }: WidgetProps<SliderOptions>) {
  const idBase = useId();
  const settings = useFamilySettings(SLIDER_SETTINGS_SCHEMA, 'slider');
  const parts = useMemo(() => {
    const read = readSliderParts(element);
    if (!read) warn('widget "slider" needs .slider-slides with slides in it; left as it is', element);
    else if (!read.named && !options.label && !read.heading) warn('widget "slider" has no name: add data-label or a heading', element);
    return read;
  }, [element, options.label]);
  const rightToLeft = useMemo(() => isRightToLeft(element), [element]);
  const reducedMotion = useReducedMotion();
  const [position, setPosition] = useState<Position>(() => ({ shown: parts?.shown ?? 0, incoming: null }));
  const [paused, setPaused] = useState(false);
  const [controls] = useState(() => {
    const holder = document.createElement('div');
    holder.className = SLIDER_MARKUP.classes.controls;
    return holder;
  });
  const count = parts?.slides.length ?? 0;

  const go = useCallback(
    (step: number) => {
      if (!parts || count < 2) return;
      setPosition(({ shown, incoming }) => {
        // A move during a transition ends that one at once and starts from its slide.
        const from = incoming ?? shown;
        const to = (((from + step) % count) + count) % count;
        const sliced = !reducedMotion && slideImageUrl(parts.slides[to]!) !== null;
        return sliced ? { shown: from, incoming: to } : { shown: to, incoming: null };
      });
    },
    [parts, count, reducedMotion],
  );
  const next = useCallback(() => go(1), [go]);
  const intervalMs = count > 1 ? sliderIntervalMs(options) : 0;
  const rotating = useAutoplay(element, paused ? 0 : intervalMs, next);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (parts) {
    const { heading, slides, slideNamed, track } = parts;
    let name: AttributeValues = {};
    if (!parts.named && options.label) name = { 'aria-label': options.label };
    else if (!parts.named && heading) {
      name = { 'aria-labelledby': heading.id || `${idBase}name` };
      plan.push([heading, { id: name['aria-labelledby']! }]);
    }
    plan.push([element, { role: 'region', 'aria-roledescription': 'carousel', ...name }]);
    // APG: slide changes are announced only while the slider does not change by itself.
    plan.push([track, { id: track.id || `${idBase}slides`, 'aria-live': rotating ? 'off' : 'polite' }]);
    slides.forEach((slide, index) => {
      const label: AttributeValues = slideNamed[index] ? {} : { 'aria-label': slideLabel(settings.slider_slide_label, index + 1, count) };
      plan.push([slide, { role: 'group', 'aria-roledescription': 'slide', ...label }]);
    });
  }
  useServerAttributes(plan);

  // `hidden` apart from the plan above, which is put back and set again on every render: hiding the
  // shown slide for a moment would drop the focus of a link in it. The server's values come back on unmount.
  useLayoutEffect(() => {
    if (!parts) return;
    const printed = parts.slides.map((slide) => slide.hidden);
    return () => parts.slides.forEach((slide, index) => (slide.hidden = printed[index]!));
  }, [parts]);
  const { shown } = position;
  useLayoutEffect(() => parts?.slides.forEach((slide, index) => (slide.hidden = index !== shown)), [parts, shown]);

  useLayoutEffect(() => {
    if (!parts) return;
    element.prepend(controls); // first in the Tab order, the rotation control first of all (APG)
    return () => controls.remove();
  }, [parts, element, controls]);

  // The transition: the slices run by CSS; after 800 ms the incoming slide is shown and they go.
  const { incoming } = position;
  useLayoutEffect(() => {
    if (!parts || incoming === null) return;
    const url = slideImageUrl(parts.slides[incoming]!);
    const overlay = url ? buildSlices(url, rightToLeft) : null;
    if (overlay) parts.track.append(overlay);
    element.setAttribute(SLIDER_MARKUP.attributes.state, 'transition');
    const timer = window.setTimeout(
      () => setPosition((now) => (now.incoming === incoming ? { shown: incoming, incoming: null } : now)),
      SLIDER_TRANSITION_MS,
    );
    return () => {
      window.clearTimeout(timer);
      overlay?.remove();
      element.removeAttribute(SLIDER_MARKUP.attributes.state);
    };
  }, [parts, incoming, element, rightToLeft]);

  // Reduced motion asked for mid-transition: the transition ends at once.
  useEffect(() => {
    if (reducedMotion) setPosition((now) => (now.incoming === null ? now : { shown: now.incoming, incoming: null }));
  }, [reducedMotion]);

  useDomListener(element, 'keydown', (event) => {
    const key = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!key || (event.target as Element).closest(SKIP_ARROWS_IN)) return;
    event.preventDefault();
    go(rightToLeft ? -key : key);
  });

  if (!parts || count < 2) return null;
  const trackId = parts.track.id || `${idBase}slides`;
  return createPortal(
    <>
      {intervalMs > 0 && !reducedMotion && (
        <button
          type="button"
          className={SLIDER_MARKUP.classes.rotation}
          aria-label={paused ? settings.slider_start : settings.slider_stop}
          onClick={() => setPaused((was) => !was)}
        >
          <svg width="14" height="14" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={paused ? 'M2 1l7 4-7 4z' : 'M2 1h2v8H2zM6 1h2v8H6z'} />
          </svg>
        </button>
      )}
      <button
        type="button"
        className={SLIDER_MARKUP.classes.previous}
        aria-controls={trackId}
        aria-label={settings.slider_previous}
        onClick={() => go(-1)}
      >
        <Chevron pointsLeft={!rightToLeft} />
      </button>
      <button
        type="button"
        className={SLIDER_MARKUP.classes.next}
        aria-controls={trackId}
        aria-label={settings.slider_next}
        onClick={() => go(1)}
      >
        <Chevron pointsLeft={rightToLeft} />
      </button>
    </>,
    controls,
  );
}
