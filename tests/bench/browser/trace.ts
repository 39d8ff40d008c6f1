/**
 * A DevTools-protocol trace around one action, and the few things read from it: frames, forced
 * layouts (with the script that forced them), script time per frame, and Event Timing entries.
 *
 * Forced layouts: Chromium records a stack trace on a Layout (or style recalculation) only when script
 * asked for it synchronously (reading offsetHeight after a write, say); the frame's own rendering
 * layout carries none. The top of that stack names the script, so the bundle's are told apart from the
 * page's and the test driver's.
 */
import type { Browser, Page } from 'playwright-core';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  // Script run from a microtask with no timeline event of its own (the runtime's mount slices after
  // `scheduler.yield()` are such a continuation): RunMicrotasks, which SCRIPT_EVENTS counts.
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time the event took, microseconds: what other processes on the machine do not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // Trace arguments differ per event name; each reader below checks the fields it uses.
  args?: Record<string, unknown>;
}

export async function traced<T>(browser: Browser, page: Page, action: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let outcome: { result: T } | { error: unknown };
  try {
    outcome = { result: await action() };
  } catch (error) {
    outcome = { error };
  }
  const buffer = await browser.stopTracing(); // always, or the browser refuses the next trace
  if ('error' in outcome) throw outcome.error;
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  return { result: outcome.result, events };
}

/** The renderer main threads ("CrRendererMain"), as "pid:tid". */
function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && (event.args?.name as string | undefined) === 'CrRendererMain')
      threads.add(`${event.pid}:${event.tid}`);
  }
  return threads;
}

export interface TraceWindow {
  events: TraceEvent[];
  /** Microseconds, trace clock. */
  from: number;
  to: number;
}

/** Events of the renderer main threads between two performance.mark()s the page set. */
export function windowBetweenMarks(events: readonly TraceEvent[], startMark: string, endMark: string): TraceWindow {
  const from = markUs(events, startMark);
  const to = markUs(events, endMark);
  if (Number.isNaN(from) || Number.isNaN(to)) throw new Error(`the trace lacks the marks ${startMark} / ${endMark}`);
  const threads = rendererMainThreads(events);
  return {
    from,
    to,
    events: events.filter((event) => threads.has(`${event.pid}:${event.tid}`) && event.ts >= from && event.ts <= to),
  };
}

/** Main-thread frames begun in the window. */
export function frameStarts(window: TraceWindow): number[] {
  return window.events
    .filter((event) => event.name === 'BeginMainThreadFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
}

interface StackFrame {
  url?: string;
  functionName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** A place in a built file: 0-based line and column, or a character offset; mapped to its source later. */
export type BuiltFileSite = { file: string; line: number; column: number } | { file: string; offset: number };

export interface ForcedLayouts {
  /** Forced by the bundle or a vendor file it loaded (a /dist/ script). */
  bundle: number;
  /** Forced by other scripts (the test driver, a page's inline script). */
  other: number;
  /** Where the bundle forced them, once each. */
  bundleSites: BuiltFileSite[];
  /** Where the bundle forced them, once per forced layout. */
  bundleSiteHits: BuiltFileSite[];
  /** Time the layouts the bundle forced took (trace `Layout` durations), ms. */
  bundleMs: number;
}

export function forcedLayouts(window: TraceWindow): ForcedLayouts {
  const result: ForcedLayouts = { bundle: 0, other: 0, bundleSites: [], bundleSiteHits: [], bundleMs: 0 };
  for (const event of window.events) {
    if (event.name !== 'Layout') continue;
    const beginData = event.args?.beginData as { stackTrace?: StackFrame[] } | undefined;
    const top = beginData?.stackTrace?.[0];
    if (!top) continue;
    if (top.url?.includes('/dist/')) {
      result.bundle += 1;
      result.bundleMs += (event.dur ?? 0) / 1000;
      // Trace stack frames count lines and columns from 1.
      const site = {
        file: top.url.slice(top.url.lastIndexOf('/') + 1),
        line: (top.lineNumber ?? 1) - 1,
        column: (top.columnNumber ?? 1) - 1,
      };
      result.bundleSiteHits.push(site);
      const known = result.bundleSites.some((other) => JSON.stringify(other) === JSON.stringify(site));
      if (!known) result.bundleSites.push(site);
    } else {
      result.other += 1;
    }
  }
  return result;
}

/** Trace events whose time is main-thread script (their union, so nested ones count once). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'V8.Execute',
]);

/** The window's complete script events (each with its duration), nested ones included. */
function scriptEvents(window: TraceWindow): TraceEvent[] {
  return window.events.filter((event) => event.ph === 'X' && SCRIPT_EVENTS.has(event.name) && event.dur !== undefined);
}

/** Main-thread script as [start, end] intervals, nested and overlapping events merged. */
function scriptIntervals(window: TraceWindow): Array<[number, number]> {
  const intervals = scriptEvents(window)
    .map((event) => [event.ts, event.ts + event.dur!] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Script milliseconds per frame interval (frame start to the next frame start), in order. */
export function scriptPerFrameMs(window: TraceWindow, frames: readonly number[]): number[] {
  const merged = scriptIntervals(window);
  const bounds = [...frames, window.to];
  const perFrame: number[] = [];
  for (let index = 0; index < frames.length; index += 1) {
    const from = bounds[index]!;
    const to = bounds[index + 1]!;
    let microseconds = 0;
    for (const [start, end] of merged) microseconds += Math.max(0, Math.min(end, to) - Math.max(start, from));
    perFrame.push(microseconds / 1000);
  }
  return perFrame;
}

/** Script started by one kind of entry point, over a traced window. */
export interface ScriptEntryPoint {
  /** What ran it: an event's type ("EventDispatch scroll"), a timer, a frame callback, or a function's built place. */
  entry: string;
  calls: number;
  ms: number;
  /** The same in thread (CPU) time. */
  threadMs: number;
}

/**
 * Main-thread script by what started it, the largest first (`npm run bench:ab -- --breakdown`): each
 * script event not inside another one, by its kind, a dispatched event by its type, a function call
 * by its function's place in the built file (`resolve` maps it to the source). Under the benchmark's
 * trace every entry into script has a cost of its own, so how many calls a piece of work takes
 * shows here beside how long it runs.
 */
export function scriptByEntryPoint(window: TraceWindow, resolve: (site: BuiltFileSite) => string): ScriptEntryPoint[] {
  const events = scriptEvents(window).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byEntry = new Map<string, ScriptEntryPoint>();
  let openUntil = -Infinity;
  for (const event of events) {
    if (event.ts < openUntil) continue; // inside the entry point that ran it
    openUntil = event.ts + event.dur!;
    const data = (event.args?.data ?? {}) as { type?: string; url?: string; lineNumber?: number; columnNumber?: number };
    let entry = event.name;
    if (event.name === 'EventDispatch') entry = `EventDispatch ${data.type ?? '?'}`;
    if (event.name === 'FunctionCall' && data.url?.includes('/dist/'))
      // Trace places count lines and columns from 1.
      entry = `FunctionCall ${resolve({
        file: data.url.slice(data.url.lastIndexOf('/') + 1),
        line: (data.lineNumber ?? 1) - 1,
        column: (data.columnNumber ?? 1) - 1,
      })}`;
    const point = byEntry.get(entry) ?? { entry, calls: 0, ms: 0, threadMs: 0 };
    point.calls += 1;
    point.ms += event.dur! / 1000;
    point.threadMs += (event.tdur ?? 0) / 1000;
    byEntry.set(entry, point);
  }
  return [...byEntry.values()].sort((a, b) => b.threadMs - a.threadMs);
}

/** The longest uninterrupted stretch of script in the window, ms. */
export function longestScriptRunMs(window: TraceWindow): number {
  return Math.max(0, ...scriptIntervals(window).map(([start, end]) => (end - start) / 1000));
}

export interface EventTimingEntry {
  type: string;
  interactionId: number;
  /** Input timestamp to the next paint after processing, ms (Event Timing's duration). */
  durationMs: number;
  /** processingEnd - processingStart, ms: the event's listeners and the microtasks they queued. */
  processingMs: number;
}

/**
 * Event Timing entries, as Chromium records them for DevTools: the same figures PerformanceEventTiming
 * exposes, without the API's 16 ms reporting threshold (a fast interaction would otherwise leave no
 * entry at all).
 */
export function eventTimings(events: readonly TraceEvent[]): EventTimingEntry[] {
  const seen = new Set<string>();
  const entries: EventTimingEntry[] = [];
  for (const event of events) {
    if (event.name !== 'EventTiming' || event.ph !== 'b') continue;
    const data = event.args?.data as
      { type?: string; interactionId?: number; duration?: number; processingStart?: number; processingEnd?: number } | undefined;
    if (!data?.type || data.processingStart === undefined || data.processingEnd === undefined) continue;
    const key = `${event.id}:${data.type}:${data.processingStart}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      type: data.type,
      interactionId: data.interactionId ?? 0,
      durationMs: data.duration ?? NaN,
      processingMs: data.processingEnd - data.processingStart,
    });
  }
  return entries;
}

/**
 * Main-thread work in thread (CPU) time, which a busy machine does not lengthen the way it lengthens
 * wall-clock time (a descheduled thread's task goes on counting wall time): script (the outermost
 * script events, so nested ones count once), and tasks (`RunTask`), with how many took 50 ms or more.
 */
export interface ThreadTimes {
  scriptMs: number;
  longestTaskMs: number;
  tasksOver50Ms: number;
}

const LONG_TASK_US = 50_000;

export function threadTimes(window: TraceWindow): ThreadTimes {
  const script = window.events
    .filter((event) => event.ph === 'X' && SCRIPT_EVENTS.has(event.name) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let scriptUs = 0;
  let outerEnd = -Infinity;
  for (const event of script) {
    if (event.ts < outerEnd) continue; // inside the script event before it
    outerEnd = event.ts + event.dur!;
    scriptUs += event.tdur ?? event.dur!;
  }
  const tasks = window.events.filter((event) => event.ph === 'X' && event.name === 'RunTask').map((event) => event.tdur ?? event.dur ?? 0);
  return {
    scriptMs: scriptUs / 1000,
    longestTaskMs: Math.max(0, ...tasks) / 1000,
    tasksOver50Ms: tasks.filter((us) => us >= LONG_TASK_US).length,
  };
}

/**
 * When the built file began to run, µs on the trace's clock: its `EvaluateScript` on a renderer main
 * thread. The parser may reach the tag well before (Chromium lays out and paints the page first when
 * the tag ends a long body), so this, not the tag, is when the bundle's own time starts.
 */
export function evaluationStartUs(events: readonly TraceEvent[], file: string): number {
  const threads = rendererMainThreads(events);
  const evaluation = events.find(
    (event) =>
      event.name === 'EvaluateScript' &&
      threads.has(`${event.pid}:${event.tid}`) &&
      ((event.args?.data as { url?: string } | undefined)?.url ?? '').endsWith(`/${file}`),
  );
  return evaluation?.ts ?? NaN;
}

/** A user-timing mark's time on the trace's clock, µs. */
export const markUs = (events: readonly TraceEvent[], name: string): number =>
  events.find((event) => event.name === name && event.cat.includes('blink.user_timing'))?.ts ?? NaN;
