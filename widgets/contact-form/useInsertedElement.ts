import { useLayoutEffect, useState } from 'react';

/**
 * An element of ours placed in the server markup for as long as the widget is mounted (a portal
 * target, a spinner): `create` makes it once (null: none needed), `place` puts it in the page before
 * paint, unmounting removes it.
 */
export function useInsertedElement(create: () => HTMLElement | null, place: (element: HTMLElement) => void): HTMLElement | null {
  const [element] = useState(create);
  // place is read once, with the element: the spot is fixed for the widget's life.
  const [placeOnce] = useState(() => place);
  useLayoutEffect(() => {
    if (!element) return;
    placeOnce(element);
    return () => element.remove();
  }, [element, placeOnce]);
  return element;
}

/** A detached element with a class and attributes, for useInsertedElement. */
export function makeElement(tag: string, className: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
