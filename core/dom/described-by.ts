/**
 * Adds an id to an element's aria-describedby list, once (an id already in the list is not added
 * again), and returns the undo, which takes out only that id: whatever the theme's markup already
 * pointed to stays described (widgets/contact-form/README.md, "Answers"; widgets/floating/README.md).
 */
export function addDescribedBy(element: Element, id: string): () => void {
  const printed = element.getAttribute('aria-describedby');
  const ids = (printed ?? '').split(/\s+/).filter(Boolean);
  if (ids.includes(id)) return () => {};
  element.setAttribute('aria-describedby', [...ids, id].join(' '));
  return () => {
    const left = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
    if (left.length) element.setAttribute('aria-describedby', left.join(' '));
    else if (printed === null) element.removeAttribute('aria-describedby');
    else element.setAttribute('aria-describedby', printed);
  };
}
