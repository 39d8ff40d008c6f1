/**
 * Every markup name the runtime reads or writes, in one place (the README's "Markup contract" lists
 * them). They are public: theme CSS and scripts rely on them, so they never change. Each widget family
 * keeps its own names the same way, in its `markup.ts` (README, "Markup names: one schema per family").
 */
export const MARKUP = {
  /** Names the widget on server markup: `<div data-island="tabs">`. */
  widget: 'data-island',
  /** Per-element override of the mount strategy: `load`, `idle` or `visible`. */
  strategy: 'data-island-load',
  /** Set (to the widget's name) once the widget is mounted. */
  mounted: 'data-island-mounted',
  /** Set (to the widget's name) when the widget threw and was switched off. */
  failed: 'data-island-failed',
  /** Marks the direct child `<script type="application/json">` that carries structured options. */
  options: 'data-island-options',
  /** On our script tag: the name of the settings global, for themes that print it under another name. */
  settingsGlobal: 'data-settings-global',
  /** On the `<script>` elements the bundle adds for its on-demand files: which file it is. */
  file: 'data-islands-file',
  /** On our script tag: opens the inspector (README, "Inspector"). */
  debug: 'data-debug',
  /** The loading spinner any widget adds (styled once, by core/styles/base.css). */
  spinner: 'data-island-spinner',
  /** The two focus guards an open overlay gets at its ends (core/overlay; README, "Overlays"). */
  focusGuard: 'data-islands-focus-guard',
  /**
   * Given by the sanitizer to every widget inside an HTML answer (README, "HTML answers"): such a
   * widget asks no third party for anything until the visitor does (a media embed's `near`, a video
   * background's player).
   */
  answer: 'data-island-answer',
  /**
   * On the box of no size at the end of `<html>` whose clipped subjects give the scroll position
   * without a layout read (core/dom/scroll-probe.ts; README, "One scroll and one resize listener").
   * Added at the page's first scroll, where the browser has view timelines.
   */
  scrollProbe: 'data-islands-scroll-probe',
} as const;

/** `?islands-debug` in the page's address (alone, or with a value): opens the inspector (README, "Inspector"). */
export const DEBUG_QUERY = /[?&]islands-debug\b/;

/**
 * What something pinned to the top of the viewport (a sticky header) writes about itself, so an
 * in-page jump lands below it (core/dom/top-inset.ts; README of widgets/sticky-header).
 */
export const TOP_INSET_MARKUP = {
  /** Its height once pinned, px. */
  heightPx: 'data-top-inset-px',
  /** The scroll position from which it is pinned, px. */
  fromPx: 'data-top-inset-from-px',
  /** Present when it hides while the page scrolls down. */
  hidesDown: 'data-top-inset-hides-down',
} as const;

/** The visually hidden class (core/styles/base.css): read by screen readers, not shown. */
export const VISUALLY_HIDDEN_CLASS = 'cms-islands-visually-hidden';

/** Fired on `document` before the first scan, with the public API as `detail`. */
export const READY_EVENT = 'cms-islands:ready';
/**
 * Fired for every failure the bundle reports (README, "Public API": `onError`), with `{ message,
 * widget, element, error }` as `detail`: on the element it is about, bubbling, else on `document`.
 */
export const ERROR_EVENT = 'cms-islands:error';
/** The public API's global: `window.CMSIslands`. */
export const API_GLOBAL = 'CMSIslands';
/** The same object under the settings global's spelling, `window.cmsIslands` (README, "Public API"). */
export const API_ALIAS = 'cmsIslands';

/**
 * The shape of a family's markup schema, `widgets/<family>/markup.ts` (README, "Markup names: one
 * schema per family"): every data attribute, class, event and CSS custom property the family reads
 * or writes, each named once. Option attributes its options schema reads need not be repeated. A
 * schema is a plain `as const` object checked with `satisfies`: nothing of it exists at run time but
 * the names.
 */
export interface FamilyMarkup {
  /** Data attributes, by what they mean. */
  readonly attributes?: Readonly<Record<string, `data-${string}`>>;
  /** Classes: states the family sets for theme CSS, and classes of markup it reads or creates. */
  readonly classes?: Readonly<Record<string, string>>;
  /** Events the family dispatches or listens for (its own and other scripts', not the DOM's). */
  readonly events?: Readonly<Record<string, string>>;
  /** CSS custom properties it sets. */
  readonly properties?: Readonly<Record<string, `--${string}`>>;
}
