import { Component, useContext, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { IslandsStoreContext } from '../src/store/react';
import type { IslandsStore } from '../src/store/store';
import { reportError } from '../src/log';
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

/** Runs a plain-function widget (`setup`) inside the root, so it gets the same lifecycle and isolation. */
function SetupWidget({ element, options, setup }: WidgetProps<unknown> & { setup?: AnyWidgetDefinition['setup'] }) {
  const store = useContext(IslandsStoreContext);
  useLayoutEffect(() => {
    if (!setup || !store) return;
    const cleanup = setup(element, { options, store: { getState: store.getState, subscribe: store.subscribe } });
    return typeof cleanup === 'function' ? cleanup : undefined;
  }, [element, options, setup, store]);
  return null;
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
export function mountIsland(
  element: HTMLElement,
  name: string,
  definition: AnyWidgetDefinition,
  store: IslandsStore,
): MountedIsland {
  islandCount += 1;
  let reported = false;
  const report = (error: unknown, info?: ErrorInfo | { componentStack?: string }) => {
    if (reported) return; // once per widget, however often React retries
    reported = true;
    // The element says what happened to it, for theme CSS and for anyone debugging the page.
    element.removeAttribute('data-island-mounted');
    element.setAttribute('data-island-failed', name);
    reportError(`widget "${name}" failed and was switched off`, element, error, info?.componentStack ?? '');
  };

  const options: unknown = definition.parseOptions ? definition.parseOptions(element) : undefined;
  const container = document.createElement('div');
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
          <Widget element={element} options={options} setup={definition.setup} />
        </WidgetBoundary>
      </IslandsStoreContext.Provider>,
    );
  });
  if (!reported) element.setAttribute('data-island-mounted', name);
  return {
    unmount() {
      root.unmount();
      if (element.getAttribute('data-island-mounted') === name) element.removeAttribute('data-island-mounted');
    },
  };
}
