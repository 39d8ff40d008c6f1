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
 * Issue 34's side-by-side measurement on a page carrying the same widget instances as the theme's
 * widgets page (6 interleaved cold runs each, headless Chromium 156, 2 cores, medians), as the issue
 * gives it: the jQuery stack's figures and ours before the issue's work, Lighthouse 12's included.
 * Copied, not measured here (the benchmark has no jQuery site); the storefront and Lighthouse sections
 * print them next to their own, so labelled.
 */
export const ISSUE_34_SIDE_BY_SIDE = {
  label: 'issue 34, side by side (6 interleaved cold runs each, Chromium 156, 2 cores)',
  jquery: {
    javascriptGzipKB: 212.8,
    scriptMs: 250,
    longestTaskMs: 189,
    scrollScriptMs: 426,
    listeners: 267,
    lighthouseMobile: { performance: 43, totalBlockingTimeMs: 510, bootupTimeMs: 1974 },
  },
  islandsBefore: {
    javascriptGzipKB: 90.7,
    scriptMs: 69,
    longestTaskMs: 61,
    scrollScriptMs: 197,
    listeners: 1661,
    lighthouseMobile: { performance: 78, totalBlockingTimeMs: 5, bootupTimeMs: 209 },
  },
} as const;
