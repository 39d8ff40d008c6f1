import { tabbableIn } from '../overlay/tab-cycle';
import { focusTarget } from './focus-target';

/** The same control in the new markup: same element, address (links), name (fields) and text. */
function counterpartIn(landing: HTMLElement, gone: HTMLElement): HTMLElement | undefined {
  const text = gone.textContent?.trim();
  return [...landing.getElementsByTagName(gone.tagName)].find(
    (candidate): candidate is HTMLElement =>
      candidate instanceof HTMLElement &&
      candidate.getAttribute('href') === gone.getAttribute('href') &&
      candidate.getAttribute('name') === gone.getAttribute('name') &&
      candidate.textContent?.trim() === text,
  );
}

/**
 * Puts new markup in place of old (README, "HTML answers") without losing a keyboard visitor: runs
 * `swap`, and when it removed the focused element, focus moves to its counterpart in `landing` (where
 * the new markup went), else to the first control there, else to `landing` itself. Otherwise the
 * browser sends focus to the page's start, and the next Tab to its first link.
 */
export function swapKeepingFocus(landing: HTMLElement, swap: () => void): void {
  const focused = document.activeElement;
  swap();
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.isConnected || !landing.isConnected) return;
  // Someone else moved focus meanwhile (a dialog opening): theirs to keep.
  if (document.activeElement && document.activeElement !== document.body) return;
  focusTarget(counterpartIn(landing, focused) ?? tabbableIn(landing)[0] ?? landing);
}
