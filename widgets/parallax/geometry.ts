/**
 * The parallax arithmetic (README, "How it moves"), in one place for the CSS and the script path.
 * While the row crosses the viewport (rowTop from the viewport's height down to −rowHeight: a scroll
 * of viewport + row) the background slides from −range to +range inside the row, that is (1 − speed)
 * of the scroll, so it moves at `speed` times the page. It is scaled up from the row's middle just
 * enough to cover the row all the way.
 */
export interface ParallaxGeometry {
  /** The row's height, px. */
  rowHeightPx: number;
  /** The row's top in the document, px (the script path only). */
  rowTopPx: number;
}

export function parallaxRangePx(speed: number, rowHeightPx: number, viewportHeightPx: number): number {
  return ((1 - speed) * (viewportHeightPx + rowHeightPx)) / 2;
}

/** A row under a pixel high (collapsed, or not laid out yet) is not scaled: its scale would run to infinity. */
export function parallaxScale(rangePx: number, rowHeightPx: number): number {
  return rowHeightPx >= 1 ? 1 + (2 * rangePx) / rowHeightPx : 1;
}

/** The background's shift, px, for a row whose top is `rowTopInViewportPx` from the viewport's top: 0 when centred. */
export function parallaxShiftPx(speed: number, rowTopInViewportPx: number, rowHeightPx: number, viewportHeightPx: number): number {
  const rangePx = parallaxRangePx(speed, rowHeightPx, viewportHeightPx);
  const shift = (1 - speed) * ((viewportHeightPx - rowHeightPx) / 2 - rowTopInViewportPx);
  return Math.max(-rangePx, Math.min(rangePx, shift));
}

type Listener = (geometry: ParallaxGeometry) => void;

/**
 * ONE ResizeObserver for every parallax row of the page: a row's height comes from the observer's own
 * entry (no layout read); rows on the script path also need their place in the document, read in the
 * observer's callback (layout is fresh there, so the read forces nothing), and again whenever the
 * document's height changes (content above may have moved them). Never on scroll.
 */
const rows = new Map<Element, { listener: Listener; needsTop: boolean; heightPx: number }>();
let observer: ResizeObserver | null = null;

function measureTop(row: Element): number {
  return row.getBoundingClientRect().top + window.scrollY;
}

function onResize(entries: ResizeObserverEntry[]): void {
  let documentResized = false;
  const changed = new Set<Element>();
  for (const entry of entries) {
    const watched = rows.get(entry.target);
    if (!watched) {
      documentResized = true;
      continue;
    }
    watched.heightPx = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
    changed.add(entry.target);
  }
  if (documentResized) for (const [row, watched] of rows) if (watched.needsTop) changed.add(row);
  // Every read first, then every write: the listeners' writes (transforms) come after all reads.
  const measured = [...changed].map((row) => {
    const watched = rows.get(row)!;
    return [watched, { rowHeightPx: watched.heightPx, rowTopPx: watched.needsTop ? measureTop(row) : 0 }] as const;
  });
  for (const [watched, geometry] of measured) watched.listener(geometry);
}

export function observeRow(row: Element, needsTop: boolean, listener: Listener): () => void {
  if (typeof ResizeObserver !== 'function') return () => {}; // no observer (jsdom): the row stays still
  observer ??= new ResizeObserver(onResize);
  if (rows.size === 0) observer.observe(document.documentElement);
  rows.set(row, { listener, needsTop, heightPx: 0 });
  observer.observe(row);
  return () => {
    rows.delete(row);
    observer?.unobserve(row);
    if (rows.size === 0) observer?.unobserve(document.documentElement);
  };
}
