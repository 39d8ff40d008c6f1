import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import { warn } from '../../core/log';
import { onScrollFrames } from '../../core/dom/scroll-frames';
import { useIslandsStore, useIslandsStoreApi } from '../../core/store/react';
import { observeRow, parallaxRangePx, parallaxScale, parallaxShiftPx, type ParallaxGeometry } from './geometry';
import type { ParallaxOptions } from './options';
import { PARALLAX_MARKUP } from './markup';

/** Whether the browser runs scroll-driven animations (`animation-timeline: view()`). */
function supportsViewTimeline(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline', 'view()');
}

/**
 * Parallax row (README): the row's `.parallax-background` moves at `speed` times the page's speed.
 * A CSS scroll-driven animation does it where the browser has them; elsewhere one transform per frame
 * of scrolling (onScrollFrames: the store's scroll position is throttled, too coarse for a moving layer). The row is measured by the
 * family's one ResizeObserver, never while scrolling. Nothing moves under reduced motion.
 */
export function ParallaxWidget({ element, options }: WidgetProps<ParallaxOptions>) {
  const layer = useMemo(() => {
    const found = element.querySelector<HTMLElement>(`:scope > .${PARALLAX_MARKUP.classes.background}`);
    if (!found) warn(`widget "parallax" needs a .${PARALLAX_MARKUP.classes.background} child; left as it is`, element);
    return found;
  }, [element]);
  const reducedMotion = useReducedMotion();
  const cssDriven = useMemo(supportsViewTimeline, []);
  const store = useIslandsStoreApi();
  const viewportHeightPx = useIslandsStore((state) => state.viewport.heightPx);
  const [geometry, setGeometry] = useState<ParallaxGeometry | null>(null);
  const active = layer !== null && !reducedMotion;

  useEffect(() => {
    if (!active) return;
    return observeRow(element, !cssDriven, setGeometry);
  }, [active, element, cssDriven]);

  useLayoutEffect(() => {
    if (!active || !layer || !geometry) return;
    const { rowHeightPx, rowTopPx } = geometry;
    const rangePx = parallaxRangePx(options.speed, rowHeightPx, viewportHeightPx);
    const scale = parallaxScale(rangePx, rowHeightPx);
    element.setAttribute(PARALLAX_MARKUP.attributes.mode, cssDriven ? 'css' : 'script');
    element.style.setProperty(PARALLAX_MARKUP.properties.range, `${rangePx}px`);
    element.style.setProperty(PARALLAX_MARKUP.properties.scale, String(scale));
    let unsubscribe = () => {};
    if (!cssDriven) {
      let written = '';
      const move = (scrollYPx: number) => {
        const shift = parallaxShiftPx(options.speed, rowTopPx - scrollYPx, rowHeightPx, viewportHeightPx);
        const transform = `translateY(${shift}px) scale(${scale})`;
        if (transform !== written) layer.style.transform = written = transform; // clamped: still far away
      };
      move(store.getState().scroll.yPx);
      unsubscribe = onScrollFrames(move);
    }
    return () => {
      unsubscribe();
      element.removeAttribute(PARALLAX_MARKUP.attributes.mode);
      element.style.removeProperty(PARALLAX_MARKUP.properties.range);
      element.style.removeProperty(PARALLAX_MARKUP.properties.scale);
      layer.style.removeProperty('transform');
      // Chromium serialises an emptied style attribute as style="": none was printed, none is left.
      for (const node of [element, layer]) if (node.getAttribute('style') === '') node.removeAttribute('style');
    };
  }, [active, layer, geometry, options.speed, viewportHeightPx, cssDriven, element, store]);

  return null;
}
