import { useEffect, useState } from 'react';

type Visibility = 'unknown' | 'above-the-fold' | 'on-screen' | 'off-screen';

/**
 * Whether masonry-layout may now lay the grid out for the first time (README, "Markup"); once true it
 * stays true. At once when its vendor file was already there at mount (the grid mounts
 * lazy_loading_offset px before it comes into view: the move is unseen), and for a grid in the page's
 * first screen (its one move is the theme's to hide). When the file comes late to a grid further
 * down, only while the grid is off screen: a visitor who reached it first keeps the theme's rows,
 * never sees them jump, and finds the masonry the next time it comes into view.
 */
export function useFirstLayoutMoment(element: HTMLElement, vendorReady: boolean): boolean {
  const [readyAtMount] = useState(vendorReady);
  const [visibility, setVisibility] = useState<Visibility>('unknown');
  const mayMove = readyAtMount || visibility === 'above-the-fold' || visibility === 'off-screen';
  const [started, setStarted] = useState(false);
  // Derived during render (React's "adjusting state when a prop changes"): latched once the file is here too.
  if (!started && vendorReady && mayMove) setStarted(true);

  useEffect(() => {
    if (readyAtMount || started) return;
    if (typeof IntersectionObserver !== 'function') {
      setVisibility('above-the-fold');
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]!;
      // The observer measured the box: its place in the page needs no layout read of ours.
      const inFirstScreen = entry.boundingClientRect.top + window.scrollY < window.innerHeight;
      setVisibility(!entry.isIntersecting ? 'off-screen' : inFirstScreen ? 'above-the-fold' : 'on-screen');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, readyAtMount, started]);
  return started;
}
