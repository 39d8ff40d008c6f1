import * as React from 'react';
import { createPortal } from 'react-dom';
import type { Runtime } from '../mount/runtime';
import type { WidgetRegistry } from '../mount/registry';
import type { AnyWidgetDefinition } from '../mount/types';
import type { IslandsStore } from '../core/store/store';
import type { ReportedFailure } from '../core/log';
import { ERROR_EVENT } from '../core/markup';

/** The public API, on `window.CMSIslands`, for themes and plugins. */
export interface IslandsApi {
  readonly version: string;
  /** Registers a widget for `data-island="<name>"` (and its own selector) and mounts any already on the page. */
  register(name: string, widget: AnyWidgetDefinition): void;
  /** Mounts the widgets in a subtree now (markup added later is found on its own; this is for impatience). */
  mount(subtree?: ParentNode): void;
  /** Unmounts the widgets in a subtree, releasing their roots, listeners, timers and observers. */
  unmount(subtree?: ParentNode): void;
  /** The one shared store: `getState()`, `subscribe(listener)`. Read it; widgets change it. */
  readonly store: Pick<IslandsStore, 'getState' | 'subscribe'>;
  /** Names of the registered widgets. */
  widgets(): string[];
  /** How many widgets are mounted now (not merely waiting for their moment). */
  mountedCount(): number;
  /**
   * Calls `handler` with every failure the bundle reports from now on (a widget that threw, a file
   * or a call that failed): `{ message, widget, element, error }`, the `cms-islands:error` event's
   * detail. Returns the function that stops it.
   */
  onError(handler: (failure: ReportedFailure) => void): () => void;
  /** Opens the inspector (README, "Inspector"), fetching its file the first time. */
  inspect(): Promise<void>;
  /** The React inside the bundle, so a theme's component widget needs no React of its own. */
  readonly React: typeof React;
  readonly createPortal: typeof createPortal;
}

/** `openInspector`: what `inspect()` does (src/inspect.ts), given from outside so the API and the inspector's context name each other's types without a circle. */
export function createApi(
  version: string,
  registry: WidgetRegistry,
  runtime: Runtime,
  store: IslandsStore,
  openInspector: (api: IslandsApi) => Promise<void>,
): IslandsApi {
  const api: IslandsApi = {
    version,
    register(name, widget) {
      if (registry.register(name, widget)) runtime.mount(document);
    },
    mount(subtree = document) {
      runtime.mount(subtree);
    },
    unmount(subtree = document) {
      runtime.unmount(subtree);
    },
    store: { getState: store.getState, subscribe: store.subscribe },
    widgets: () => registry.names(),
    mountedCount: () => runtime.mountedCount(),
    onError(handler) {
      const listener = (event: Event) => handler((event as CustomEvent<ReportedFailure>).detail);
      document.addEventListener(ERROR_EVENT, listener);
      return () => document.removeEventListener(ERROR_EVENT, listener);
    },
    inspect: () => openInspector(api),
    React,
    createPortal,
  };
  return api;
}
