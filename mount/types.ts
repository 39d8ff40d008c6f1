import type { ComponentType } from 'react';
import type { IslandsStore } from '../core/store/store';

/**
 * When a widget's root is created (README, "Mount strategies"):
 * - `load`: at once (in time slices, so no long task builds up);
 * - `idle`: when the browser is idle;
 * - `visible`: when the element comes within lazy_loading_offset px of the viewport (default);
 * - `interaction`: on the visitor's first sign of intent on the element or one of its openers (the
 *   pointer over it, a touch, focus, a key); the first click or submit meanwhile is held and replayed.
 * `load` and `idle` hold for a widget's first element on the page; its further ones wait to be near
 * (or, when the widget names its intent sources, for interaction).
 * A theme may override it per element with `data-island-load="load|idle|visible|interaction"`.
 */
export type MountStrategy = 'load' | 'idle' | 'visible' | 'interaction';
export const MOUNT_STRATEGIES: readonly MountStrategy[] = ['load', 'idle', 'visible', 'interaction'];

/**
 * How the elements that open a widget from elsewhere on the page name it, for the `interaction`
 * strategy: an attribute holding the widget element's id (`data-opens`, `aria-controls`, which may
 * list several ids, or `href` as `#id`), or a selector every opener matches (a widget a page has one
 * of, such as the promo popup).
 */
export type OpenerRelation = { readonly attribute: string } | { readonly selector: string };

/** What counts as the visitor's intent for a widget mounted on `interaction`, besides the element itself. */
export interface IntentSources {
  readonly openers?: readonly OpenerRelation[];
  /** The page being scrolled (a control that shows only once the page has scrolled). */
  readonly scroll?: boolean;
}

export interface WidgetProps<Options> {
  /** The server-rendered element the widget enhances. Its nodes stay where the server put them. */
  readonly element: HTMLElement;
  readonly options: Options;
}

// What a widget is, in a sentence, is the doc comment on its definition: nothing reads it at run
// time, so no string of it is in a built file.
export interface WidgetDefinition<Options = unknown> {
  /**
   * A CSS selector for markup we do not print ourselves (Contact Form 7, WordPress comments). Elements
   * with `data-island="<name>"` are always found too.
   */
  readonly selector?: string;
  /**
   * The page setting that switches `selector` off when it reads false: one of the switches of the
   * upgrades of WordPress's own blocks (widgets/wordpress-blocks/README.md), applied when the app is built.
   */
  readonly selectorSetting?: string;
  readonly strategy?: MountStrategy;
  /** Its openers and other signs of intent, for the `interaction` strategy (the manifest gives a family's). */
  readonly intent?: IntentSources;
  /**
   * The vendor files its widgets fetch as they mount (the carousel's Swiper): such a widget is never
   * mounted ahead of need in idle time (README, "Mount strategies").
   */
  readonly vendors?: readonly string[];
  /**
   * What the page must show before the widget's file has come (README, "Before a widget mounts"): run
   * by the main bundle on every part of the page it scans (the document, then each piece of markup added
   * later), whatever the widget's strategy and whether any of its elements is there yet; it must be
   * idempotent and small, as it ships in the main bundle. The contact form's submit held back while an
   * acceptance box is unticked, the ARIA of the openers of a drawer that is still to come. The
   * bundle's own families only: a theme's widget has no file to wait for, and it is not published.
   */
  readonly premount?: Premount;
  /** Reads the element's data attributes into typed options; warns once and uses defaults on bad input. */
  readonly parseOptions?: (element: HTMLElement) => Options;
  /**
   * The widget's CSS, as text: the runtime adds it to the page once (a constructable stylesheet, so a
   * strict CSP allows it), before the first widget that has it renders (README, "Content-Security-Policy").
   */
  readonly style?: string;
  /** The widget as a React component (built-in widgets, and themes that use `CMSIslands.React`). */
  readonly component?: ComponentType<WidgetProps<Options>>;
  /**
   * The widget as a plain function, for themes without a build step: called once mounted, with the
   * element; returns a cleanup called on unmount (or, async, a promise of one). It still gets its own isolated root and error report.
   */
  readonly setup?: (element: HTMLElement, context: WidgetSetupContext<Options>) => SetupResult;
  /**
   * For a widget family built into a file of its own: loads its full definition (options, component)
   * when the first of its elements is due to mount. The main bundle then holds only this stub.
   */
  readonly load?: () => Promise<WidgetDefinition<Options>>;
}

/** Applies what must hold before a widget's file has come to a part of the page (`WidgetDefinition.premount`). */
export type Premount = (root: ParentNode) => void;

/** A cleanup, nothing, or (an async setup) a promise of either; a rejection switches the widget off. */
export type SetupResult = void | (() => void) | Promise<void | (() => void)>;

export interface WidgetSetupContext<Options> {
  readonly options: Options;
  readonly store: Pick<IslandsStore, 'getState' | 'subscribe'>;
}

/** A definition whose option type has been erased, for storing many in one registry. */
// `any` here: the registry holds widgets of every option type; each definition is typed where written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;

export function defineWidget<Options>(definition: WidgetDefinition<Options>): WidgetDefinition<Options> {
  return definition;
}
