import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { SLIDER_MARKUP } from './markup';
import { SLIDER_TRANSITION_MS } from './options';
import { buildSlices } from './slices';
import { slideImageUrl, type SliderParts } from './structure';

/** Where the slider is: the shown slide, and the one coming in over it (while the slices run). */
interface Position {
  shown: number;
  incoming: number | null;
}

/**
 * Which slide is shown, and the move to another (README): the incoming slide comes in as 15 slices over
 * SLIDER_TRANSITION_MS (an instant change under reduced motion, or for a slide without an image); a
 * move during a transition ends it at once. Slides other than the shown one are `hidden` (the
 * server's values come back on unmount). Returns `go(step)`: a step of slides, either way, wrapping.
 */
export function useSlidePosition(element: HTMLElement, parts: SliderParts | null, reducedMotion: boolean, rightToLeft: boolean) {
  const [position, setPosition] = useState<Position>(() => ({ shown: parts?.shown ?? 0, incoming: null }));
  const count = parts?.slides.length ?? 0;

  const go = useCallback(
    (step: number) => {
      if (!parts || count < 2) return;
      setPosition(({ shown, incoming }) => {
        const from = incoming ?? shown;
        const to = (((from + step) % count) + count) % count;
        const sliced = !reducedMotion && slideImageUrl(parts.slides[to]!) !== null;
        return sliced ? { shown: from, incoming: to } : { shown: to, incoming: null };
      });
    },
    [parts, count, reducedMotion],
  );

  // `hidden` is set here, not through the attributes plan: the server's values come back on unmount.
  useLayoutEffect(() => {
    if (!parts) return;
    const printed = parts.slides.map((slide) => slide.hidden);
    return () => parts.slides.forEach((slide, index) => (slide.hidden = printed[index]!));
  }, [parts]);
  const { shown, incoming } = position;
  useLayoutEffect(() => parts?.slides.forEach((slide, index) => (slide.hidden = index !== shown)), [parts, shown]);

  // The transition: the slices run by CSS; after 800 ms the incoming slide is shown and they go.
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
  return go;
}
