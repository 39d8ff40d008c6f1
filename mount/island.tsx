import { Component, useContext, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { IslandsStoreContext } from '../core/store/react';
import type { IslandsStore } from '../core/store/store';
import { reportError } from '../core/log';
import { MARKUP } from '../core/markup';
import { injectStyle } from '../core/styles/inject-style';
import { createRoot } from './react-dom-client';
import type { AnyWidgetDefinition, WidgetProps } from './types';

/** Contains a widget's render errors: it renders nothing further; the other widgets keep working. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type SetupProps = WidgetProps<unknown> & { setup?: AnyWidgetDefinition['setup']; onFailure: (error: unknown) => void };

/**
 * Runs a plain-function widget (`setup`) inside the root, so it gets the same lifecycle and isolation.
 * An async setup is awaited: its cleanup runs on unmount, and a rejection switches the widget off.
 */
function SetupWidget({ element, options, setup, onFailure }: SetupProps) {
  const store = useContext(IslandsStoreContext);
  useLayoutEffect(() => {
    if (!setup || !store) return;
    const result: unknown = setup(element, { options, store: { getState: store.getState, subscribe: store.subscribe } });
    if (typeof result === 'function') return result as () => void;
    if (!isPromiseLike(result)) return;
    let active = true;
    let cleanup: unknown;
    result.then(
      (resolved) => (active ? (cleanup = resolved) : typeof resolved === 'function' && resolved()),
      (error: unknown) => active && onFailure(error),
    );
    return () => {
      active = false;
      if (typeof cleanup === 'function') cleanup();
    };
  }, [element, options, setup, store, onFailure]);
  return null;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export interface MountedIsland {
  unmount(): void;
}

let islandCount = 0;

/**
 * Creates one isolated React root for one widget element. The root's container is a detached element:
 * widgets never re-render the server markup, they enhance the server's own nodes in place (attributes,
 * listeners) and add their own UI through portals. So iframes, typed values, nested widgets and other
 * scripts' listeners inside the element are the very same nodes after mount.
 */
export function mountIsland(element: HTMLElement, name: string, definition: AnyWidgetDefinition, store: IslandsStore): MountedIsland {
  islandCount += 1;
  let reported = false;
  const report = (error: unknown, info?: ErrorInfo | { componentStack?: string }) => {
    if (reported) return; // once per widget, however often React retries
    reported = true;
    // The element says what happened to it, for theme CSS and for anyone debugging the page.
    element.removeAttribute(MARKUP.mounted);
    element.setAttribute(MARKUP.failed, name);
    reportError(`widget "${name}" failed and was switched off`, element, error, info?.componentStack ?? '');
  };

  let options: unknown;
  try {
    options = definition.parseOptions ? definition.parseOptions(element) : undefined;
  } catch (error) {
    report(error);
    return { unmount: () => {} };
  }
  // Before the first render: nothing the widget shows or changes paints without its CSS.
  if (definition.style) injectStyle(definition.style);
  const container = document.createElement('div');
  // React delegates every event it knows to its root's container: about 140 listeners per root. This
  // container is detached and holds nothing (widgets render into the server's nodes through portals,
  // whose containers React listens on itself), so no event ever reaches it: it takes no listeners.
  container.addEventListener = () => {};
  const root: Root = createRoot(container, {
    identifierPrefix: `island${islandCount}-`,
    onCaughtError: report,
    onUncaughtError: report,
    onRecoverableError: () => {},
  });
  const Widget = definition.component ?? SetupWidget;
  // The first render is synchronous so the widget is interactive, and any attribute changes it makes
  // land, before the browser paints again: no frame shows a half-enhanced widget.
  flushSync(() => {
    root.render(
      <IslandsStoreContext.Provider value={store}>
        <WidgetBoundary>
          <Widget element={element} options={options} setup={definition.setup} onFailure={report} />
        </WidgetBoundary>
      </IslandsStoreContext.Provider>,
    );
  });
  if (!reported) element.setAttribute(MARKUP.mounted, name);
  return {
    unmount() {
      root.unmount();
      if (element.getAttribute(MARKUP.mounted) === name) element.removeAttribute(MARKUP.mounted);
    },
  };
}
