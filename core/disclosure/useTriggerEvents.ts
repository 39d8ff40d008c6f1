import { useDomListener } from '../hooks/useDomListener';
import { nextIndexForKey, textDirection, type Orientation } from './keys';
import { pairIndexOf, type DisclosurePair } from './pairs';

export interface TriggerHandlers {
  /** A trigger was clicked (its default, following a `href="#panel"` link, is already prevented). */
  activate(index: number): void;
  /** A roving key (arrows, Home, End) asks to move to the trigger at `index` (its default is prevented). */
  move(index: number): void;
}

/**
 * One delegated click and one keydown listener on `container` for all its triggers: clicks
 * activate, the WAI-ARIA roving keys move (see `nextIndexForKey`; the text direction is read at
 * the key press, so a page switched to right-to-left is followed). Other keys keep their default.
 */
export function useTriggerEvents(
  container: HTMLElement | null,
  pairs: readonly DisclosurePair[],
  orientation: Orientation,
  handlers: TriggerHandlers,
): void {
  useDomListener(container, 'click', (event) => {
    const index = pairIndexOf(pairs, event.target);
    if (index < 0) return;
    event.preventDefault();
    handlers.activate(index);
  });
  useDomListener(container, 'keydown', (event) => {
    const current = pairIndexOf(pairs, event.target);
    if (current < 0 || !container) return;
    const next = nextIndexForKey(event.key, current, pairs.length, orientation, textDirection(container));
    if (next === null) return;
    event.preventDefault();
    handlers.move(next);
  });
}
