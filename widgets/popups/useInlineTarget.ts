import { useLayoutEffect, useState, type RefObject } from 'react';
import { reportError } from '../../core/log';
import { takeInlineTarget } from './inline-targets';

/**
 * An inline popup's content (README, "Content and lightbox popups"): the element `#targetId` moved into `holder`
 * before paint, and told to the opener (which gives it back on unmount). Returns whether it is missing
 * from the page (reported on the console against the opener).
 */
export function useInlineTarget(
  holder: RefObject<HTMLElement | null>,
  targetId: string,
  opener: HTMLElement,
  onInlineTaken: (id: string) => void,
  holderKey: object,
): boolean {
  const [missing, setMissing] = useState(false);
  useLayoutEffect(() => {
    const target = takeInlineTarget(targetId, holderKey, opener);
    if (!target) {
      reportError(`popup: its inline content #${targetId} is not on the page`, opener);
      setMissing(true);
      return;
    }
    onInlineTaken(targetId);
    holder.current?.append(target);
    // No cleanup: on close the content leaves the page with the dialog (inline-targets.ts says why).
  }, [holder, targetId, opener, onInlineTaken, holderKey]);
  return missing;
}
