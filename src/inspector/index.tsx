// The inspector's file, cms-islands.tool-inspector.js (README, "Inspector"): fetched only when a theme
// developer switches it on; the main bundle hands it the runtime's view of the page (InspectorContext).
import { createRoot } from 'react-dom/client';
import { journal } from '../../core/log';
import type { InspectorContext, StartInspector } from '../inspector-context';
import { createHighlight } from './highlight';
import { Panel } from './Panel';
import panelCss from './panel.css?inline';

/** The panel's host element: a name no theme styles, holding an open shadow root (tests and tools may look in). */
const HOST_NAME = 'cms-islands-inspector';

let reopen: (() => void) | undefined;
let host: HTMLElement | null = null;

/** A number that grows with each change on the page, at most once a frame: the panel renders once per frame. */
function createChanges() {
  let version = 0;
  let frame = 0;
  const listeners = new Set<() => void>();
  return {
    changed(): void {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        version += 1;
        for (const listener of listeners) listener();
      });
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/**
 * The theme's CSS cannot reach into the shadow root; the host itself takes no style of the page's
 * (`all: initial`, set on the element) and no room: the panel is fixed, over the page, so opening it
 * moves nothing. Its styles are a constructable stylesheet, which a strict `style-src 'self'` allows
 * (README, "Content-Security-Policy").
 */
function createHost(): ShadowRoot {
  host = document.createElement(HOST_NAME);
  host.style.setProperty('all', 'initial');
  host.style.setProperty('position', 'fixed');
  host.style.setProperty('z-index', '2147483647');
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panelCss);
  shadow.adoptedStyleSheets = [sheet];
  document.body.append(host);
  return shadow;
}

function start(context: InspectorContext): void {
  if (host?.isConnected) {
    reopen?.();
    return;
  }
  const shadow = createHost();
  const box = document.createElement('div');
  box.className = 'highlight';
  box.hidden = true;
  const container = document.createElement('div');
  shadow.append(box, container);
  const highlight = createHighlight(box);
  const changes = createChanges();
  journal.changed = changes.changed;
  const root = createRoot(container, { identifierPrefix: 'islands-inspector-' });
  const close = () => {
    journal.changed = () => {};
    highlight.hide();
    root.unmount();
    host?.remove();
    host = null;
    reopen = undefined;
  };
  root.render(<Panel context={context} highlight={highlight} changes={changes} onReopen={(open) => (reopen = open)} onClose={close} />);
}

/** Opens the panel once the document has a body (a bundle in the head may switch it on before). */
const startInspector: StartInspector = (context) => {
  if (document.body) start(context);
  else document.addEventListener('DOMContentLoaded', () => start(context), { once: true });
};

export default startInspector;
