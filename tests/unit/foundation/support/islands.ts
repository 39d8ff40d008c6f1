import { act } from '@testing-library/react';
import { createRuntime, type Runtime } from '../../../../mount/runtime';
import { WidgetRegistry } from '../../../../mount/registry';
import type { AnyWidgetDefinition } from '../../../../mount/types';
import { manifestWidgets, withManifestEntry } from '../../../../mount/manifest';
import { WIDGET_MANIFEST } from '../../../../widgets';
import { parsePageSettings } from '../../../../src/core/settings/page-settings';
import { createIslandsStore, type IslandsStore } from '../../../../src/core/store/store';

export interface Islands {
  runtime: Runtime;
  store: IslandsStore;
  registry: WidgetRegistry;
  /** Unmounts every widget and stops watching the page. */
  stop(): void;
}

/** A store with the default page settings and jsdom's window sizes. */
export function createTestStore(): IslandsStore {
  return createIslandsStore(parsePageSettings({}), {
    widthPx: window.innerWidth,
    heightPx: window.innerHeight,
    scrollYPx: window.scrollY,
  });
}

const MANIFEST_ENTRIES = new Map(manifestWidgets(WIDGET_MANIFEST).map((entry) => [entry.name, entry]));

/**
 * A built-in widget with its selector, strategy and intent sources from the manifest, as the app gives
 * them; but a family that waits for the visitor's intent (`interaction`) mounts at once here: jsdom has
 * no visitor, and these tests are about the widget. The strategy has tests of its own
 * (tests/unit/foundation/interaction-strategy.test.ts, and the browser tests on the demo pages).
 */
export function asManifestWidget(name: string, widget: AnyWidgetDefinition): AnyWidgetDefinition {
  const entry = MANIFEST_ENTRIES.get(name);
  if (!entry) return widget;
  const registered = withManifestEntry(entry, widget);
  return registered.strategy === 'interaction' ? { ...registered, strategy: 'load' } : registered;
}

/** A built-in widget gets its selector and strategy from the manifest, as the app gives them. */
function asRegistered(name: string, widget: AnyWidgetDefinition): AnyWidgetDefinition {
  return widget.selector === undefined && widget.strategy === undefined ? asManifestWidget(name, widget) : widget;
}

/** A runtime with the given widgets registered, as boot() builds it, but not yet scanning anything. */
export function createIslands(widgets: Readonly<Record<string, AnyWidgetDefinition>>, visibleMarginPx = 300): Islands {
  const registry = new WidgetRegistry();
  for (const [name, widget] of Object.entries(widgets)) registry.register(name, asRegistered(name, widget));
  const store = createTestStore();
  const runtime = createRuntime({ registry, store, visibleMarginPx });
  return { runtime, store, registry, stop: () => act(() => runtime.disconnect()) };
}

/**
 * Puts server markup into the page and mounts every widget in it at once (jsdom has no
 * IntersectionObserver, so `visible` widgets mount immediately). Returns the runtime for unmounting.
 */
export function mountMarkup(html: string, widgets: Readonly<Record<string, AnyWidgetDefinition>>): Islands {
  document.body.innerHTML = html;
  return mountPage(widgets);
}

/** Mounts every widget in the markup already in the page (a test may hold server nodes first). */
export function mountPage(widgets: Readonly<Record<string, AnyWidgetDefinition>>): Islands {
  const islands = createIslands(widgets);
  act(() => {
    islands.runtime.mount(document);
    islands.runtime.flush();
  });
  return islands;
}

/** Every element's attributes (sorted) and own text, to compare markup before and after a widget. */
export function markupSnapshot(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
    return `${element.tagName.toLowerCase()}[${attributes.join(' ')}]`;
  });
}
