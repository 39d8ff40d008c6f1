import { createRuntime, type Runtime } from '../mount/runtime';
import { WidgetRegistry } from '../mount/registry';
import { yieldToBrowser } from '../mount/scheduler';
import { loadReactDomClient } from '../mount/react-dom-client';
import type { AnyWidgetDefinition } from '../mount/types';
import { createApi, type IslandsApi } from './api';
import { inspectorOpener } from './inspect';
import { warn } from '../core/log';
import { API_ALIAS, API_GLOBAL, DEBUG_QUERY, MARKUP, READY_EVENT } from '../core/markup';
import { readPageSettings, readSettingsGlobal } from '../core/settings/page-settings';
import { hasOwnGlobal } from '../core/own-global';
import { startScrollLock } from '../core/overlay/scroll-lock';
import { startPageTrackers } from '../core/store/page-trackers';
import { createIslandsStore, type InitialMeasurements, type IslandsStore } from '../core/store/store';
import { bundleScriptElement } from '../core/files/script-base';
import { parseFamilySettings } from '../core/settings/family-settings';
import { WORDPRESS_BLOCKS_SECTION, WORDPRESS_BLOCKS_SETTINGS_SCHEMA } from '../widgets/wordpress-blocks/options';

export interface IslandsAppOptions {
  /** Widgets by `data-island` name, as the registry takes them. */
  widgets: Readonly<Record<string, AnyWidgetDefinition>>;
  /** The page-settings global as the page printed it: any value, read as the bundle reads it. */
  settingsGlobal: unknown;
  /** The window's size and scroll position the store starts from. */
  viewport: InitialMeasurements;
}

export interface IslandsApp {
  registry: WidgetRegistry;
  store: IslandsStore;
  /** Not yet scanning: boot() mounts the document once it is parsed, a test when its markup is in place. */
  runtime: Runtime;
}

/**
 * The islands without the page around them: the settings read from their global, the one store, the
 * registry with the widgets, and the runtime. boot() starts the bundle with it; the tests start theirs
 * with it too (tests/support/islands.ts), so what they mount is built as the page builds it.
 */
export function createIslandsApp({ widgets, settingsGlobal, viewport }: IslandsAppOptions): IslandsApp {
  const { settings, raw } = readPageSettings(settingsGlobal);
  const store = createIslandsStore(settings, viewport, raw);
  const registry = new WidgetRegistry();
  // A selector for WordPress's own block is used only while its upgrade is on (widgets/wordpress-blocks/README.md).
  const switches = parseFamilySettings(raw, WORDPRESS_BLOCKS_SETTINGS_SCHEMA, WORDPRESS_BLOCKS_SECTION);
  for (const [name, widget] of Object.entries(widgets)) {
    const setting = widget.selectorSetting as keyof typeof switches | undefined;
    const switchedOff = setting !== undefined && switches[setting] === false;
    registry.register(name, switchedOff ? { ...widget, selector: undefined } : widget);
  }
  const runtime = createRuntime({ registry, store, visibleMarginPx: settings.lazy_loading_offset });
  return { registry, store, runtime };
}

export interface Booted {
  api: IslandsApi;
  runtime: Runtime;
  store: IslandsStore;
}

/**
 * The subtrees the parser has finished when `script`, a parser-blocking tag in the body, runs: the
 * elements before it in document order, save its own ancestors (still open). None for a tag in the
 * head, or one that is `async`, `defer` or a module: the parser may be anywhere then.
 */
function parsedBefore(script: HTMLScriptElement | null): Element[] {
  if (!script || script.async || script.defer || script.type === 'module' || !document.body?.contains(script)) return [];
  const parsed: Element[] = [];
  for (let node: Element | null = script; node && node !== document.body; node = node.parentElement)
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) parsed.unshift(sibling);
  return parsed;
}

/**
 * Starts the bundle: settings, the one store, the page trackers, the runtime and the public API. Markup
 * is scanned once the document is parsed, so a widget is never mounted on half its children.
 */
export function boot(version: string, widgets: Readonly<Record<string, AnyWidgetDefinition>>): Booted {
  const scope = window as unknown as Record<string, unknown>;
  const configuredGlobal = bundleScriptElement?.getAttribute(MARKUP.settingsGlobal);
  const { registry, store, runtime } = createIslandsApp({
    widgets,
    settingsGlobal: readSettingsGlobal(scope, configuredGlobal),
    viewport: {
      widthPx: window.innerWidth,
      heightPx: window.innerHeight,
      scrollYPx: 0, // read after the first frame (page-trackers): reading it now would force a layout
    },
  });
  startScrollLock(store);

  const api = createApi(version, registry, runtime, store, inspectorOpener(runtime, store));

  // A script's own global only: an element with that id in the page's content is no earlier bundle.
  if (hasOwnGlobal(scope, API_GLOBAL) && scope[API_GLOBAL])
    warn(`window.${API_GLOBAL} already existed (the bundle was enqueued twice?); replacing it`);
  scope[API_GLOBAL] = scope[API_ALIAS] = api;
  // The rest asks the browser for frames, tasks and files: from a microtask, once the bundle's own
  // script has ended and before any other runs (README, "Mount strategies", "No long task").
  queueMicrotask(() => start(api, runtime, store));
  return { api, runtime, store };
}

/** The page trackers, React DOM's client, the inspector if asked for, and the scans. */
function start(api: IslandsApi, runtime: Runtime, store: IslandsStore): void {
  startPageTrackers(store);
  // React DOM's client in a task of its own, right after this one and before the header's mount
  // (mount/react-dom-client.ts): the bundle's evaluation stays short.
  yieldToBrowser(() => void loadReactDomClient());
  // The inspector, switched on without a rebuild (README, "Inspector"); its file is fetched only then.
  if (DEBUG_QUERY.test(location.search) || bundleScriptElement?.hasAttribute(MARKUP.debug)) void api.inspect();

  const scan = () => {
    runtime.mount(document);
    runtime.observe();
  };
  const begin = (inOwnTask: boolean) => {
    // The ready event comes before the first scan, so a theme can register its widgets in time.
    document.dispatchEvent(new CustomEvent(READY_EVENT, { detail: api }));
    // At DOMContentLoaded the scan (and the first widgets' mount: the header) runs at once, so they are
    // ready before the next paint. Run from the bundle's own evaluation (a deferred script), it gets a
    // task of its own: the evaluation is already one long task on slow phones.
    if (inOwnTask) scan();
    else yieldToBrowser(scan);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => begin(true), { once: true });
    // A parser-blocking tag (WordPress prints ours in the footer): what precedes it is parsed whole, so
    // the header mounts now rather than after later footer scripts (README, "Mount strategies"). Theme
    // widgets, and markup after the tag, wait for the ready event and the scan at DOMContentLoaded.
    const parsed = parsedBefore(bundleScriptElement);
    if (parsed.length > 0) yieldToBrowser(() => runtime.mountBeforeReady(parsed));
  } else begin(false);
}
