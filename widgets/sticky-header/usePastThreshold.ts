import { useLayoutEffect, useState } from 'react';
import { watchNear } from '../../core/dom/when-near';
import { STICKY_HEADER_MARKUP } from './markup';

/**
 * Whether the page has scrolled past `thresholdPx`, from an IntersectionObserver watching a sentinel
 * that covers the document's first `thresholdPx` (README): once it has left the viewport the page is
 * past the threshold. No scroll handler, no layout read.
 */
export function usePastThreshold(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useLayoutEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const sentinel = document.createElement('div');
    sentinel.setAttribute('aria-hidden', 'true');
    sentinel.setAttribute(STICKY_HEADER_MARKUP.attributes.sentinel, '');
    // Positioned against the initial containing block: the document's own top, whatever the header does.
    Object.assign(sentinel.style, {
      position: 'absolute',
      top: '0',
      left: '0',
      width: '1px',
      height: `${Math.max(1, thresholdPx)}px`,
      pointerEvents: 'none',
      visibility: 'hidden',
    });
    document.body.prepend(sentinel);
    // The page's one observer of what shows in the viewport (core/dom/when-near.ts); of several reports
    // at once the last one is the state the render sees (React batches them).
    const stopWatching = watchNear(sentinel, (inViewport) => setPast(!inViewport));
    return () => {
      stopWatching();
      sentinel.remove();
    };
  }, [thresholdPx]);
  return past;
}
