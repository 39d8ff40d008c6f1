import { useCallback, useId, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { useAutoplay } from '../../core/hooks/useAutoplay';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { warn } from '../../core/log';
import { RotationButton } from '../../core/slides/RotationButton';
import { planSlidesAria, slidesBoxId } from '../../core/slides/slides-aria';
import { useFamilySettings } from '../../core/store/react';
import { sliderIntervalMs, type SliderOptions, SLIDER_SETTINGS_SCHEMA } from './options';
import { isRightToLeft, readSliderParts } from './structure';
import { useSlidePosition } from './useSlidePosition';
import { SLIDER_MARKUP } from './markup';

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
 * APG carousel (labelled region, "n of m" slides, previous/next and rotation buttons: planned in the
 * core, core/slides, as the carousel's are), rotates every data-interval seconds while not hovered
 * or focused, and brings each slide in as 15 slices in 800 ms (an instant change under reduced motion).
 */
export function SliderWidget({ element, options }: WidgetProps<SliderOptions>) {
  const idBase = useId();
  const texts = useFamilySettings(SLIDER_SETTINGS_SCHEMA, 'slider');
  const parts = useMemo(() => {
    const read = readSliderParts(element);
    if (!read) warn('widget "slider" needs .slider-slides with slides in it; left as it is', element);
    else if (!read.naming.named && !options.label && !read.naming.heading)
      warn('widget "slider" has no name: add data-label or a heading', element);
    return read;
  }, [element, options.label]);
  const rightToLeft = useMemo(() => isRightToLeft(element), [element]);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [controls] = useState(() => {
    const holder = document.createElement('div');
    holder.className = SLIDER_MARKUP.classes.controls;
    return holder;
  });
  const count = parts?.slides.length ?? 0;
  const go = useSlidePosition(element, parts, reducedMotion, rightToLeft);
  const next = useCallback(() => go(1), [go]);
  const intervalMs = count > 1 ? sliderIntervalMs(options) : 0;
  const rotating = useAutoplay(element, paused ? 0 : intervalMs, next);

  useServerAttributes(
    parts
      ? planSlidesAria({
          widget: element,
          naming: parts.naming,
          label: options.label,
          idBase,
          slidesBox: parts.track,
          slides: parts.slides,
          rotating,
          slideLabel: texts.slider_slide_label,
        })
      : [],
  );

  useLayoutEffect(() => {
    if (!parts) return;
    element.prepend(controls); // first in the Tab order, the rotation control first of all (APG)
    return () => controls.remove();
  }, [parts, element, controls]);

  useDomListener(element, 'keydown', (event) => {
    const key = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!key || (event.target as Element).closest(SKIP_ARROWS_IN)) return;
    event.preventDefault();
    go(rightToLeft ? -key : key);
  });

  if (!parts || count < 2) return null;
  const trackId = slidesBoxId(parts.track, idBase);
  return createPortal(
    <>
      {intervalMs > 0 && !reducedMotion && (
        <RotationButton
          className={SLIDER_MARKUP.classes.rotation}
          sizePx={14}
          paused={paused}
          label={paused ? texts.slider_start : texts.slider_stop}
          onToggle={() => setPaused((was) => !was)}
        />
      )}
      <button
        type="button"
        className={SLIDER_MARKUP.classes.previous}
        aria-controls={trackId}
        aria-label={texts.slider_previous}
        onClick={() => go(-1)}
      >
        <Chevron pointsLeft={!rightToLeft} />
      </button>
      <button
        type="button"
        className={SLIDER_MARKUP.classes.next}
        aria-controls={trackId}
        aria-label={texts.slider_next}
        onClick={() => go(1)}
      >
        <Chevron pointsLeft={rightToLeft} />
      </button>
    </>,
    controls,
  );
}
