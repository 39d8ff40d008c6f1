import type { IslandsStore } from './store';
import { viewportNameForWidth } from './viewport';
import { postTask } from '../dom/post-task';

/**
 * ONE passive scroll listener and ONE resize listener for the whole page, each coalesced to one store
 * update per animation frame. Widgets subscribe to the store instead of adding listeners of their own.
 * Also the page's load time (`loadedAtMs`, performance.now() ms): when the window's `load` event fires,
 * or now when the bundle ran after it. The main bundle takes it, so a family file that arrives late
 * still counts from the page's load (the cookie notice). Returns a function that removes the scroll and
 * resize listeners (the load listener goes by itself).
 */
export function startPageTrackers(store: IslandsStore, view: Window = window): () => void {
  let stopped = false;

  const readScroll = () => {
    const yPx = view.scrollY;
    const previous = store.getState().scroll;
    if (yPx === previous.yPx) return;
    store.setState({ scroll: { yPx, direction: yPx > previous.yPx ? 'down' : 'up' } });
  };
  const readViewport = () => {
    const widthPx = view.innerWidth;
    const heightPx = view.innerHeight;
    const previous = store.getState().viewport;
    if (widthPx === previous.widthPx && heightPx === previous.heightPx) return;
    store.setState({ viewport: { widthPx, heightPx, name: viewportNameForWidth(widthPx) } });
  };
  // Reading scrollY forces a layout when the page changed since the last one. Scroll and resize events
  // are dispatched inside the frame (before its animation frame callbacks and its layout), as animation
  // frame callbacks are, so a task posted from them runs once the frame is rendered (its layout done):
  // the read costs nothing. One task per frame, however many events: no animation frame callback of
  // our own per frame of scrolling, which would be one more call into script each frame.
  const afterFrame = (read: () => void) => {
    let pending = false;
    return () => {
      if (pending) return;
      pending = true;
      postTask(() => {
        pending = false;
        if (!stopped) read();
      });
    };
  };
  const onScroll = afterFrame(readScroll);
  const onResize = afterFrame(readViewport);
  // The store starts at scroll 0 (boot must not force the page's first layout): the real position,
  // e.g. after a reload half-way down, arrives after the first frame.
  const firstFrame = view.requestAnimationFrame(onScroll);

  const onLoad = () => store.setState({ loadedAtMs: view.performance.now() });
  if (view.document.readyState === 'complete') onLoad();
  else view.addEventListener('load', onLoad, { once: true });

  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onResize, { passive: true });
  return () => {
    stopped = true;
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('resize', onResize);
    view.cancelAnimationFrame(firstFrame);
  };
}
