import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import type { Side } from './options';
import { FLOATING_MARKUP } from './markup';

/** Gap between the element and what floats beside it, px (ours). */
const FLOATING_GAP_PX = 8;
/** Nearest a floating element comes to the viewport's edge, px (ours). */
const VIEWPORT_PADDING_PX = 8;

export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** A logical side as floating-ui's physical placement. */
export function physicalPlacement(side: Side, rtl: boolean): Placement {
  if (side === 'start') return rtl ? 'right' : 'left';
  if (side === 'end') return rtl ? 'left' : 'right';
  return side;
}

/**
 * Keeps `floating` beside `reference` while it is shown (`@floating-ui/dom`: flip to the other side
 * when there is no room, shift to stay inside the viewport; autoUpdate follows scrolling, resizing and
 * layout changes). Fixed positioning, so no overflow:hidden ancestor clips it. Returns the stop
 * function: call it on hide, so nothing is watched while closed.
 */
export function keepBeside(reference: Element, floating: HTMLElement, side: Side): () => void {
  const placement = physicalPlacement(side, isRightToLeft(reference));
  floating.style.position = 'fixed';
  floating.style.left = '0px';
  floating.style.top = '0px';
  let stopped = false;
  const update = () => {
    void computePosition(reference, floating, {
      strategy: 'fixed',
      placement,
      // No room on either side: above or below instead, shifted along the edge to stay in view.
      middleware: [
        offset(FLOATING_GAP_PX),
        flip({ padding: VIEWPORT_PADDING_PX, fallbackAxisSideDirection: 'start' }),
        shift({ padding: VIEWPORT_PADDING_PX }),
      ],
    }).then(({ x, y, placement: final }) => {
      if (stopped) return;
      floating.style.left = `${Math.round(x)}px`;
      floating.style.top = `${Math.round(y)}px`;
      floating.setAttribute(FLOATING_MARKUP.attributes.placed, final);
    });
  };
  const stop = autoUpdate(reference, floating, update);
  return () => {
    stopped = true;
    stop();
  };
}
