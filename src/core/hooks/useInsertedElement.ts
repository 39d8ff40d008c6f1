import { useLayoutEffect, useState } from 'react';

/**
 * An element of ours placed in the server markup for as long as the widget is mounted (a portal
 * target, a live region, a spinner): `create` makes it once (null: none needed), `place` puts it in
 * the page before paint, unmounting removes it.
 */
export function useInsertedElement<Made extends HTMLElement | null>(create: () => Made, place: (element: HTMLElement) => void): Made {
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
