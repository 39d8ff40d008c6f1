import { useEffect, useRef } from 'react';

/**
 * Adds a native listener to a server element for as long as the widget is mounted. The handler may
 * change on every render without re-adding the listener; unmounting always removes it.
 */
export function useDomListener<K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Document | Window | null,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const capture = options?.capture ?? false;
  const passive = options?.passive ?? false;
  useEffect(() => {
    if (!target) return;
    const listener = (event: Event) => latest.current(event as HTMLElementEventMap[K]);
    target.addEventListener(type, listener, { capture, passive });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture, passive]);
}
