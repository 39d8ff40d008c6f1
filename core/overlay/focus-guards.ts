import { MARKUP, VISUALLY_HIDDEN_CLASS } from '../markup';
import { tabbableIn } from './tab-cycle';

/** An empty stop, hidden from sight, not from focus (the visually hidden class of core/styles/base.css). */
function guard(): HTMLSpanElement {
  const element = document.createElement('span');
  element.tabIndex = 0;
  element.className = VISUALLY_HIDDEN_CLASS;
  element.setAttribute(MARKUP.focusGuard, '');
  return element;
}

/**
 * Two empty stops at the very start and end of an open overlay (README, "Overlays"). The keydown
 * wrap (tab-cycle.ts) handles the edges it can see; these catch focus the browser moves past them on
 * its own: Tab out of a frame (whose keys the page never hears), past a frame with nothing to focus,
 * or along a tab order the markup reorders. Reaching the end guard wraps to the first control, the
 * start guard to the last. Returns the function that takes them out again.
 */
export function addFocusGuards(root: HTMLElement, fallback: HTMLElement): () => void {
  const start = guard();
  const end = guard();
  const wrap = (toFirst: boolean) => () => {
    const controls = tabbableIn(root);
    const target = toFirst ? controls[0] : controls[controls.length - 1];
    if (target) target.focus();
    else fallback.focus({ preventScroll: true });
  };
  const toLast = wrap(false);
  const toFirst = wrap(true);
  start.addEventListener('focus', toLast);
  end.addEventListener('focus', toFirst);
  root.prepend(start);
  root.append(end);
  return () => {
    start.remove();
    end.remove();
  };
}
