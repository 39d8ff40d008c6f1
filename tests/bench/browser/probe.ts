/**
 * In-page instruments, installed before any script of the page runs (an init script): when each widget
 * got `data-island-mounted`, and Chromium's own PerformanceObserver entries for long tasks, long
 * animation frames (which say what a long frame spent its time on) and layout shifts. Everything here
 * runs in the browser; the functions are sent as source text.
 */

import { READY_EVENT } from '../../../core/markup';

/** A long animation frame (> 50 ms), reduced to what the report uses. */
export interface LongFrame {
  startTime: number;
  duration: number;
  /** 0 when the frame did not render. */
  styleAndLayoutStart: number;
  scripts: LongFrameScript[];
}

/** A script entry point of a long animation frame: what ran it (invoker) and where it lives. */
export interface LongFrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  /** Character offset of the function in its file; -1 when unknown. */
  sourceCharPosition: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

interface ProbeState {
  /** performance.now() of the microtask checkpoint right after the widget's mount task set the attribute. */
  mountedAt: WeakMap<Element, number>;
  mounts: number;
  lastMountAt: number;
  longTasks: Array<{ startTime: number; duration: number }>;
  longFrames: LongFrame[];
  /** Cumulative layout shift (entries without recent input). */
  layoutShift: number;
  /** performance.now() when the bundle's ready event fired on document (NaN before). */
  readyAt: number;
}

declare global {
  interface Window {
    __benchProbe?: ProbeState;
  }
}

export const MOUNTED_ATTRIBUTE = 'data-island-mounted';

function installProbe(mountedAttribute: string, readyEvent: string): void {
  const state: ProbeState = {
    mountedAt: new WeakMap(),
    mounts: 0,
    lastMountAt: 0,
    longTasks: [],
    longFrames: [],
    layoutShift: 0,
    readyAt: NaN,
  };
  window.__benchProbe = state;
  document.addEventListener(readyEvent, () => (state.readyAt = performance.now()), { once: true });
  // Observing the document (it exists before its root element is parsed) sees every widget of the page.
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      const element = record.target as Element;
      if (!element.hasAttribute(mountedAttribute) || state.mountedAt.has(element)) continue;
      state.mountedAt.set(element, now);
      state.mounts += 1;
      state.lastMountAt = now;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [mountedAttribute] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LongFrame[]) {
      state.longFrames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map(
          ({ invoker, sourceURL, sourceFunctionName, sourceCharPosition, duration, forcedStyleAndLayoutDuration }) => ({
            invoker,
            sourceURL,
            sourceFunctionName,
            sourceCharPosition,
            duration,
            forcedStyleAndLayoutDuration,
          }),
        ),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * tsx (esbuild with keepNames) wraps named functions in `__name(fn, "name")`; functions sent to the page
 * as source text need that helper there. It only returns its argument.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (target) => target;';

/** The init script of every benchmark page. */
export const PROBE_SCRIPT = `${KEEP_NAMES_SHIM}\n(${installProbe.toString()})(${JSON.stringify(MOUNTED_ATTRIBUTE)}, ${JSON.stringify(READY_EVENT)});`;
