import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type { Runtime } from '../../mount/runtime';
import type { AnyWidgetDefinition } from '../../mount/types';
import type { IslandsStore } from '../../core/store/store';
import { mountMarkup } from './islands';

/**
 * A page for the storefront header families' unit tests: server markup, a store built from a
 * settings global (family settings included), widgets mounted at once, and a matchMedia whose
 * queries the test flips (jsdom has none).
 */
export interface StorefrontPage {
  mount(html: string, settings?: Record<string, unknown>): { store: IslandsStore; runtime: Runtime };
  /** Sets whether a media query matches, firing `change` on its lists as the browser does. */
  setMedia(query: string, matches: boolean): void;
  warnings(): MockInstance<typeof console.warn>;
}

export function setUpStorefrontPage(widgets: Readonly<Record<string, AnyWidgetDefinition>>): StorefrontPage {
  let runtime: Runtime | null = null;
  let warnSpy: MockInstance<typeof console.warn> | null = null;
  const media = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  const entry = (query: string) => {
    let found = media.get(query);
    if (!found) media.set(query, (found = { matches: false, listeners: new Set() }));
    return found;
  };

  beforeEach(() => {
    // Kept, not cleared: useReducedMotion holds on to the first list it got for the whole file.
    for (const state of media.values()) state.matches = false;
    warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => {
        const state = entry(query);
        return {
          media: query,
          get matches() {
            return state.matches;
          },
          onchange: null,
          addEventListener: (_type: string, listener: () => void) => state.listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => state.listeners.delete(listener),
          addListener: (listener: () => void) => state.listeners.add(listener),
          removeListener: (listener: () => void) => state.listeners.delete(listener),
          dispatchEvent: () => true,
        };
      }),
    );
  });
  afterEach(() => {
    if (runtime) act(() => runtime!.disconnect());
    runtime = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    history.replaceState(null, '', location.pathname);
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  return {
    mount(html, settings = {}) {
      if (runtime) act(() => runtime!.disconnect());
      // Mounted at once, whatever the manifest says: the strategies have tests of their own.
      const islands = mountMarkup(html, widgets, { settings, viewport: { scrollYPx: 0 }, strategy: 'load' });
      runtime = islands.runtime;
      return { store: islands.store, runtime };
    },
    setMedia(query, matches) {
      const state = entry(query);
      state.matches = matches;
      act(() => {
        for (const listener of [...state.listeners]) listener();
      });
    },
    warnings: () => warnSpy!,
  };
}

/** Moves the store's scroll position as the page trackers would after a scroll. */
export function scrollStoreTo(store: IslandsStore, yPx: number): void {
  act(() => {
    const previous = store.getState().scroll.yPx;
    store.setState({ scroll: { yPx, direction: yPx > previous ? 'down' : yPx < previous ? 'up' : 'none' } });
  });
}

/** jsdom has no ResizeObserver: this one reports the sizes a test gives. */
export class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports a border-box height for the element to every observer watching it. */
  static resize(element: Element, blockSize: number) {
    for (const observer of FakeResizeObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, borderBoxSize: [{ blockSize, inlineSize: 0 }], contentRect: { height: blockSize } };
      act(() => observer.callback([entry as unknown as ResizeObserverEntry], observer as unknown as ResizeObserver));
    }
  }
}

export function installFakeResizeObserver(): typeof FakeResizeObserver {
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return FakeResizeObserver;
}
