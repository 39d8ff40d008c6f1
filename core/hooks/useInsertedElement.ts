import { useLayoutEffect, useState } from 'react';

/**
 * An element of ours placed in the server markup for as long as the widget is mounted (a portal
 * target, a spinner, a live region, a tooltip): `create` makes it once (null: none needed), `place`
 * puts it in the page before paint, unmounting removes it. Removing never throws, whoever took the
 * element out of the page first (a theme clearing the markup around the widget before the runtime
 * released it), and React only ever adds and removes nodes INSIDE it: a portal into it stays safe.
 */
export function useInsertedElement<Made extends HTMLElement | null>(create: () => Made, place: (element: NonNullable<Made>) => void): Made {
  const [element] = useState(create);
  // place is read once, with the element: the spot is fixed for the widget's life.
  const [placeOnce] = useState(() => place);
  useLayoutEffect(() => {
    if (!element) return;
    placeOnce(element as NonNullable<Made>);
    return () => element.remove();
  }, [element, placeOnce]);
  return element;
}

/** A detached element with a class and attributes, for useInsertedElement. */
export function makeElement(tag: string, className: string, attributes: Readonly<Record<string, string>> = {}): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
