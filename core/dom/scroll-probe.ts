/**
 * The page's scroll position, read from a timer without a layout (README, "One scroll and one resize
 * listener": the store's scroll tracking). `scrollY` brings the page's layout up to date when it is
 * read, so a timer that reads it between frames forces one whenever a task changed the page since. A
 * scroll-driven `ViewTimeline` is sampled once per frame by the browser itself: its `currentTime`,
 * read anywhere, is the last frame's, and costs nothing.
 *
 * Two subjects, both starting at the top of the document, TALL_SUBJECT_PX and half of it high, inside a
 * box of no size that clips them (`overflow: clip` makes no scroll container and adds nothing to the
 * page's scrollable height). A view timeline's progress over its subject is
 * p = (scrollY − top + viewport) / (height + viewport), so two subjects of known heights give both the
 * scroll position and the scrollport's height: no read of the page's height (a page that grows while
 * scrolling would change a ScrollTimeline's percentage without a scroll) and none of `innerHeight`
 * (which moves with a mobile browser's address bar).
 */

import { MARKUP } from '../markup';

/** High enough that no page scrolls past it; low enough for the browser's layout units (about 33 million px). */
const TALL_SUBJECT_PX = 2 ** 24;
/** The timeline's progress is a double: positions come out within a millionth of a pixel of whole ones. */
const ROUNDING_PX = 1 / 1024;

/** The part of the Scroll-driven Animations API used here (TypeScript's DOM types do not have it yet). */
interface ViewTimelineLike {
  readonly currentTime: CSSNumberish | null;
}
type ViewTimelineConstructor = new (options: { subject: Element; axis: 'block' }) => ViewTimelineLike;

export interface ScrollProbe {
  /** The scroll position (px) as of the last frame; null if the browser gave no progress. */
  readPx(): number | null;
  /**
   * Learns where the subjects start from a `scrollY` read at rest, after a frame (so both tell of the
   * same frame): no layout read of its own.
   */
  calibrate(scrollYPx: number): void;
  remove(): void;
}

function progressOf(timeline: ViewTimelineLike): number | null {
  const time = timeline.currentTime;
  if (!(time instanceof CSSUnitValue) || time.unit !== 'percent' || !Number.isFinite(time.value)) return null;
  return time.value / 100;
}

/**
 * The probe for this window, or null where the browser has no view timelines (the store's tracking then
 * keeps its scroll listener). Adds its box of no size to the end of the document's root element.
 */
export function createScrollProbe(view: Window): ScrollProbe | null {
  const ViewTimeline = (view as unknown as { ViewTimeline?: ViewTimelineConstructor }).ViewTimeline;
  const document = view.document;
  if (typeof ViewTimeline !== 'function' || typeof CSSUnitValue !== 'function') return null;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.setAttribute(MARKUP.scrollProbe, '');
  box.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:clip;visibility:hidden;pointer-events:none';
  const subject = (heightPx: number) => {
    const element = document.createElement('div');
    element.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${heightPx}px`;
    box.append(element);
    return new ViewTimeline({ subject: element, axis: 'block' });
  };
  const tall = subject(TALL_SUBJECT_PX);
  const half = subject(TALL_SUBJECT_PX / 2);
  document.documentElement.append(box);
  // Where the subjects start, in the document: 0, unless the root element is positioned and moved
  // (a logged-in WordPress admin bar's margin on a `position: relative` root, say).
  let topPx = 0;

  const solvedPx = (): number | null => {
    const tallProgress = progressOf(tall);
    const halfProgress = progressOf(half);
    if (tallProgress === null || halfProgress === null || tallProgress === halfProgress) return null;
    const halfPx = TALL_SUBJECT_PX / 2;
    const viewportPx = (halfProgress * halfPx - tallProgress * TALL_SUBJECT_PX) / (tallProgress - halfProgress);
    return tallProgress * (TALL_SUBJECT_PX + viewportPx) - viewportPx;
  };

  return {
    readPx() {
      const solved = solvedPx();
      if (solved === null) return null;
      const yPx = solved + topPx;
      const whole = Math.round(yPx);
      return Math.abs(yPx - whole) < ROUNDING_PX ? whole : yPx;
    },
    calibrate(scrollYPx) {
      const solved = solvedPx();
      if (solved !== null) topPx = Math.round((scrollYPx - solved) / ROUNDING_PX) * ROUNDING_PX;
    },
    remove() {
      box.remove();
    },
  };
}
