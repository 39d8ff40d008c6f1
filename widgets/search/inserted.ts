import { useLayoutEffect, useState } from 'react';

/**
 * An element of ours placed in the server markup while the widget is mounted (the results panel, the
 * live region, the spinner): made once, placed before paint, removed on unmount.
 */
export function useInsertedElement(tag: string, attributes: Record<string, string>, place: (element: HTMLElement) => void): HTMLElement {
  const [element] = useState(() => {
    const made = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    return made;
  });
  // Read once: the spot is fixed for the widget's life.
  const [placeOnce] = useState(() => place);
  useLayoutEffect(() => {
    placeOnce(element);
    return () => element.remove();
  }, [element, placeOnce]);
  return element;
}
