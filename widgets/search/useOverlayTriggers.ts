import { useEffect } from 'react';
import { useLatest } from '../../src/core/hooks/useLatest';

/**
 * The overlay's openers and close buttons (README, "Markup contract"): a click on an opener opens it
 * (a link to the results page, what works before the script, opens the overlay instead), and so does
 * Space on a link made a button, as on buttons; a click on a close button closes it.
 */
export function useOverlayTriggers(
  openers: readonly HTMLElement[],
  closers: readonly HTMLElement[],
  open: (from: HTMLElement) => void,
  close: () => void,
): void {
  const latest = useLatest({ open, close });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      latest.current.open(event.currentTarget as HTMLElement);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ' && (event.currentTarget as HTMLElement).localName === 'a') {
        event.preventDefault();
        latest.current.open(event.currentTarget as HTMLElement);
      }
    };
    for (const element of openers) {
      element.addEventListener('click', onClick);
      element.addEventListener('keydown', onKey);
    }
    return () => {
      for (const element of openers) {
        element.removeEventListener('click', onClick);
        element.removeEventListener('keydown', onKey);
      }
    };
  }, [openers, latest]);

  useEffect(() => {
    const onClick = () => latest.current.close();
    for (const element of closers) element.addEventListener('click', onClick);
    return () => {
      for (const element of closers) element.removeEventListener('click', onClick);
    };
  }, [closers, latest]);
}
