/**
 * The jQuery stack's figures the benchmark is compared with, copied on 2026-11-23 from /work/shared/baseline/README.md
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

/**
 * Issue 21's side-by-side measurement of the storefront mix (the theme's widgets page and a page of ours
 * with the same widgets; 8 cold runs each, interleaved, headless Chromium, 2 cores), as the issue gives
 * it: the jQuery stack's figures and ours before the issue's work. Copied, not measured here (the
 * benchmark has no jQuery site); the storefront section prints them next to its own, so labelled.
 */
export const ISSUE_21_SIDE_BY_SIDE = {
  label: 'issue 21, side by side (8 cold runs each, interleaved, 2 cores)',
  jquery: { javascriptGzipKB: 207.8, scriptMs: 264, longestTaskMs: 207, scrollScriptMs: 464 },
  islandsBefore: { javascriptGzipKB: 127.3, javascriptFiles: 8, scriptMs: 71, longestTaskMs: 64, scrollScriptMs: 193 },
} as const;
