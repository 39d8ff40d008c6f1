// The types of the CMS Islands bundle for theme code (README, "Write your own widget"): the global API,
// widget definitions (a plain `setup` or a React component), the page settings of every family
// (settings.d.ts, written by `prepack` from the schemas: README, "Options and settings: one source") and the events the widgets fire and hear.
// tests/unit/foundation/published-types.test.ts keeps them equal to the bundle's own types.
import type { ComponentType, ReactNode, ReactPortal } from 'react';
import type * as ReactModule from 'react';
import type { CMSIslandsSettings, SharedSettings } from './settings';

export type * from './settings';

/**
 * When a widget mounts (README, "Mount strategies"): at once, when the browser is idle, when it comes
 * near the viewport, or on the visitor's first sign of intent on the element or one of its openers
 * (the pointer over it, a touch, focus, a key; a first click or submit meanwhile is held and replayed).
 */
export type MountStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * How the elements that open a widget from elsewhere on the page name it, for `interaction`: an
 * attribute holding the widget element's id (`data-opens`, `aria-controls`, which may list several,
 * or `href` as `#id`), or a selector every opener matches (a widget a page has one of).
 */
export type OpenerRelation = { readonly attribute: string } | { readonly selector: string };

/** What counts as the visitor's intent for a widget mounted on `interaction`, besides the element itself. */
export interface IntentSources {
  readonly openers?: readonly OpenerRelation[];
  /** The page being scrolled (a control that shows only once the page has scrolled). */
  readonly scroll?: boolean;
}

/** README, "Public API": the viewport's name by width. */
export type ViewportName = 'desktop_wide' | 'desktop' | 'tablet' | 'mobile' | 'mobile_portrait';

export type ScrollDirection = 'up' | 'down' | 'none';

/** The one shared store's state (README, "Public API"). */
export interface IslandsState {
  /** The settings every widget shares, as read; never changes. */
  readonly settings: SharedSettings;
  /** Every key of the settings global as printed. */
  readonly rawSettings: Readonly<Record<string, unknown>>;
  viewport: { widthPx: number; heightPx: number; name: ViewportName };
  scroll: { yPx: number; direction: ScrollDirection };
  /** When the window's `load` event fired, `performance.now()` ms; null before. */
  loadedAtMs: number | null;
  /** The one overlay (popup, lightbox, full-screen menu, search) that is open, if any. */
  openOverlayId: string | null;
  /** Opens an overlay, closing any other. */
  openOverlay(id: string): void;
  /** Closes the overlay if it is the open one. */
  closeOverlay(id: string): void;
}

/** The store as widgets and themes read it: they subscribe, they do not replace it. */
export interface IslandsStoreReader {
  getState(): IslandsState;
  /** Calls `listener` on every change; returns the function that stops it. */
  subscribe(listener: (state: IslandsState, previousState: IslandsState) => void): () => void;
}

export interface WidgetProps<Options> {
  /** The server-rendered element the widget enhances; its nodes stay where the server put them. */
  readonly element: HTMLElement;
  readonly options: Options;
}

export interface WidgetSetupContext<Options> {
  readonly options: Options;
  readonly store: IslandsStoreReader;
}

/** A cleanup, nothing, or (an async setup) a promise of either; a rejection switches the widget off. */
export type SetupResult = void | (() => void) | Promise<void | (() => void)>;

interface WidgetBase<Options> {
  /** A CSS selector for markup you do not print yourself; `data-island="<name>"` is always found too. */
  readonly selector?: string;
  /** `visible` unless said; the element's `data-island-load` overrides it. */
  readonly strategy?: MountStrategy;
  /**
   * Its openers and other signs of intent, for `interaction`. With `load` or `idle`, the widget's
   * further elements on the page then wait for the visitor instead of coming near.
   */
  readonly intent?: IntentSources;
  /** Reads the element's data attributes into typed options; the result is `options`. */
  readonly parseOptions?: (element: HTMLElement) => Options;
  /** Its CSS as text, added once (a constructable stylesheet) before the first of its widgets renders. */
  readonly style?: string;
}

/** A widget as a plain function: no build step, no React of its own. Returns its cleanup. */
export interface SetupWidget<Options = undefined> extends WidgetBase<Options> {
  readonly setup: (element: HTMLElement, context: WidgetSetupContext<Options>) => SetupResult;
  readonly component?: never;
}

/** A widget as a React component, with the bundle's own React (`CMSIslands.React`). */
export interface ComponentWidget<Options = undefined> extends WidgetBase<Options> {
  readonly component: ComponentType<WidgetProps<Options>>;
  readonly setup?: never;
}

export type WidgetDefinition<Options = undefined> = SetupWidget<Options> | ComponentWidget<Options>;

/** A failure the bundle reported (README, "Public API": `onError`, the `cms-islands:error` event). */
export interface ReportedFailure {
  /** The console message, without its `[cms-islands]` prefix. */
  readonly message: string;
  /** The widget it is about (`data-island` name), when known. */
  readonly widget: string | null;
  /** The element it is about, when there is one. */
  readonly element: Element | null;
  /** The error thrown or the call's failure, when there is one. */
  readonly error: unknown;
}

/** The public API, `window.CMSIslands` (and `window.cmsIslands`), README "Public API". */
export interface CMSIslandsApi {
  readonly version: string;
  /** Registers a widget for `data-island="<name>"` (lower-case letters, digits, dashes) and mounts any already on the page. */
  register<Options = undefined>(name: string, widget: WidgetDefinition<Options>): void;
  /** Mounts the widgets in a subtree now. */
  mount(subtree?: ParentNode): void;
  /** Unmounts the widgets in a subtree, releasing everything they hold. */
  unmount(subtree?: ParentNode): void;
  readonly store: IslandsStoreReader;
  /** Names of the registered widgets. */
  widgets(): string[];
  /** How many widgets are mounted now. */
  mountedCount(): number;
  /** Calls `handler` with every failure the bundle reports from now on; returns the function that stops it. */
  onError(handler: (failure: ReportedFailure) => void): () => void;
  /** Opens the inspector (README, "Inspector"). */
  inspect(): Promise<void>;
  /** The React inside the bundle. */
  readonly React: typeof ReactModule;
  readonly createPortal: (children: ReactNode, container: Element | DocumentFragment, key?: string | null) => ReactPortal;
}

/** The detail of every `wpcf7…` event but `wpcf7statuschanged` (widgets/contact-form/README.md, "Events"). */
export interface ContactFormEventDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  /** The form's status before the answer (`init`, `sent`…), then the answer's (`mail_sent`…). */
  status: string;
  /** The visitor's inputs, hidden plugin fields (`_…`) left out. */
  inputs: Array<{ name: string; value: FormDataEntryValue }>;
  formData: FormData;
  /** The server's answer, once it came. */
  apiResponse?: unknown;
}

/** The detail of `wpcf7statuschanged`. */
export interface ContactFormStatusChangedDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  prevStatus: string;
}

/** The events a contact form fires on its form, bubbling, as Contact Form 7's own script does. */
export type ContactFormEventName =
  | 'wpcf7beforesubmit'
  | 'wpcf7invalid'
  | 'wpcf7unaccepted'
  | 'wpcf7spam'
  | 'wpcf7aborted'
  | 'wpcf7mailsent'
  | 'wpcf7mailfailed'
  | 'wpcf7submit'
  | 'wpcf7reset';

/** The detail of `islands:append`, which a theme dispatches on a masonry grid (widgets/masonry/README.md). */
export interface MasonryAppendDetail {
  items: Element | Element[];
}

type ContactFormEvents = { [Name in ContactFormEventName]: CustomEvent<ContactFormEventDetail> };

declare global {
  interface Window {
    /** The public API; there once the bundle ran (enqueue after it, or register in `cms-islands:ready`). */
    CMSIslands: CMSIslandsApi;
    /** The same object, spelt as the settings global is. */
    cmsIslands: CMSIslandsApi;
  }
  /** The page-settings global the server prints (README, "Page settings"). */
  var cmsIslandsSettings: CMSIslandsSettings | undefined;

  interface DocumentEventMap {
    /** Fired on `document` before the first scan, with the API: register your widgets here. */
    'cms-islands:ready': CustomEvent<CMSIslandsApi>;
  }

  // Every element (and, as they bubble, the document) hears them.
  interface GlobalEventHandlersEventMap extends ContactFormEvents {
    /** Every failure the bundle reports, on the element it is about (bubbling), else on the document. */
    'cms-islands:error': CustomEvent<ReportedFailure>;
    wpcf7statuschanged: CustomEvent<ContactFormStatusChangedDetail>;
    'islands:append': CustomEvent<MasonryAppendDetail>;
    'islands:layout': CustomEvent<null>;
  }
}
