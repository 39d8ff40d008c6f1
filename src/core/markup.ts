/**
 * Every markup name the runtime reads or writes, in one place (the README's "Markup contract" lists
 * them). They are public: theme CSS and scripts rely on them, so they never change.
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
} as const;

/** `?islands-debug` in the page's address (alone, or with a value): opens the inspector (README, "Inspector"). */
export const DEBUG_QUERY = /[?&]islands-debug\b/;

/** Fired on `document` before the first scan, with the public API as `detail`. */
export const READY_EVENT = 'cms-islands:ready';
/** The public API's global: `window.CMSIslands`. */
export const API_GLOBAL = 'CMSIslands';
/** The same object under the settings global's spelling, `window.cmsIslands` (README, "Public API"). */
export const API_ALIAS = 'cmsIslands';
