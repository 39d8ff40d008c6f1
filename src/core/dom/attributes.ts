export type AttributeValues = Readonly<Record<string, string | null>>;

/** Sets attributes (null removes one) and returns a function that puts the previous values back. */
export function applyAttributes(element: Element, values: AttributeValues): () => void {
  const previous: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(values)) {
    previous[name] = element.getAttribute(name);
    if (value === null) element.removeAttribute(name);
    else if (previous[name] !== value) element.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      // Chromium serialises a removed style attribute as style="" unless it is read first.
      if (value === null) {
        if (element.getAttribute(name) !== null) element.removeAttribute(name);
      } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  };
}
