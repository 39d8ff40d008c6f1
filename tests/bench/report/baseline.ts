/**
 * The jQuery stack's figures the benchmark is compared with, copied from /work/shared/baseline/README.md
 * (measured on the theme's "widgets" page: 6,729 px, the same kinds of widgets, 1440×900, Chromium,
 * 5 runs, medians). Copied, not read: the benchmark never reads outside the project.
 */
export const BASELINE = {
  pageHeightPx: 6729,
  javascriptFiles: 32,
  javascriptGzipBytes: 212_751,
  javascriptRawBytes: 790_801,
  /** Main-thread script time until 3 s after the load event. */
  scriptMs: 520,
  longTasks: 3,
  longestTaskMs: 389,
  totalBlockingMs: 388,
  layoutShift: 0.309,
  heapUsedMB: 4.9,
  listeners: 267,
  /** Scrolling top to bottom at 1000 px/s (4.9 s). */
  scrollScriptMs: 819,
  scrollDurationMs: 4900,
} as const;
