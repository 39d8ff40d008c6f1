const MAX_CLASSES = 2;

/** A short name for an element, as CSS would select it: `div#lazy-accordion.demo-accordion`. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList]
    .slice(0, MAX_CLASSES)
    .map((name) => `.${name}`)
    .join('');
  return `${element.localName}${id}${classes}`;
}
