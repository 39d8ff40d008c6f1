import { act } from '@testing-library/react';
import { createIslandsApp, type IslandsApp } from '../../src/boot';
import { manifestWidgets, withManifestEntry } from '../../mount/manifest';
import type { AnyWidgetDefinition, MountStrategy } from '../../mount/types';
import type { InitialMeasurements, IslandsStore } from '../../core/store/store';
import { WIDGET_MANIFEST } from '../../widgets';

/**
 * THE way a unit, fuzz or family test starts islands (README, "Tests": one harness). It builds them
 * with the app's own createIslandsApp() (src/boot.ts), the function boot() builds the page's with:
 * the settings global read as the bundle reads it, the one store, the registry, the runtime. Only the
 * page around them (trackers, the public API, the ready event) is left out. The browser tests drive
 * the built bundle itself; their page's settings come the same way, from its settings global
 * (tests/browser/harness.ts `settings`).
 */
export interface IslandsOptions {
  /** The page-settings global, any value (default `{}`: every setting at its default). */
  settings?: unknown;
  /** The window the store starts from (default: jsdom's window, scrolled to the top). */
  viewport?: Partial<InitialMeasurements>;
  /**
   * Every widget mounts this way, whatever the manifest says: tests of a widget's own behaviour mount
   * it at once (`load`); the strategies have tests of their own. Default: the manifest's, `load` for
   * one that waits for the visitor (`interaction`).
   */
  strategy?: MountStrategy;
}

export interface Islands extends IslandsApp {
  /** Unmounts every widget and stops watching the page. */
  stop(): void;
}

/** The window most family tests start from: a desktop, scrolled to the top. */
export const DESKTOP_VIEWPORT: InitialMeasurements = { widthPx: 1280, heightPx: 800, scrollYPx: 0 };

export type TestWidgets = Readonly<Record<string, AnyWidgetDefinition>>;

const MANIFEST_ENTRIES = new Map(manifestWidgets(WIDGET_MANIFEST).map((entry) => [entry.name, entry]));

/**
 * A built-in widget gets its selector, strategy and intent sources from the manifest, as the app gives
 * them; but a family that waits for the visitor's intent (`interaction`) mounts at once (`load`) unless
 * the test asks for a strategy: jsdom has no visitor, and these tests are about the widget. The
 * strategy has tests of its own (tests/unit/foundation/interaction-strategy.test.ts, and
 * tests/browser/interaction-strategy.test.ts on the demo pages).
 */
function asRegistered(name: string, widget: AnyWidgetDefinition, strategy: MountStrategy | undefined): AnyWidgetDefinition {
  const entry = MANIFEST_ENTRIES.get(name);
  const registered = entry && widget.selector === undefined && widget.strategy === undefined ? withManifestEntry(entry, widget) : widget;
  if (strategy) return { ...registered, strategy };
  return registered.strategy === 'interaction' ? { ...registered, strategy: 'load' } : registered;
}

/** The islands as boot() builds them, with these widgets, not yet scanning anything. */
export function createIslands(widgets: TestWidgets, { settings = {}, viewport = {}, strategy }: IslandsOptions = {}): Islands {
  const registered = Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, asRegistered(name, widget, strategy)]));
  const app = createIslandsApp({
    widgets: registered,
    settingsGlobal: settings,
    viewport: { widthPx: window.innerWidth, heightPx: window.innerHeight, scrollYPx: window.scrollY, ...viewport },
  });
  return { ...app, stop: () => act(() => app.runtime.disconnect()) };
}

/**
 * Mounts every widget in the markup already in the page, at once (jsdom has no IntersectionObserver,
 * so `visible` widgets mount immediately; a test may hold server nodes before). Returns the islands
 * for unmounting.
 */
export function mountPage(widgets: TestWidgets, options?: IslandsOptions): Islands {
  const islands = createIslands(widgets, options);
  act(() => {
    islands.runtime.mount(document);
    islands.runtime.flush();
  });
  return islands;
}

/** Puts server markup into the page and mounts every widget in it at once. */
export function mountMarkup(html: string, widgets: TestWidgets, options?: IslandsOptions): Islands {
  document.body.innerHTML = html;
  return mountPage(widgets, options);
}

/** A store as boot() builds it, from this settings global (default: every setting at its default). */
export function createTestStore(settings: unknown = {}, viewport?: Partial<InitialMeasurements>): IslandsStore {
  return createIslands({}, { settings, ...(viewport ? { viewport } : {}) }).store;
}

/** Every element's attributes (sorted) and own text, to compare markup before and after a widget. */
export function markupSnapshot(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
    return `${element.tagName.toLowerCase()}[${attributes.join(' ')}]`;
  });
}
