export type AttributeValues = Readonly<Record<string, string | null>>;

/** Sets one attribute (null removes it), touching it only when its value changes. */
export function putAttribute(element: Element, name: string, value: string | null): void {
  // Chromium serialises a removed style attribute as style="" unless it is read first.
  if (value === null) {
    if (element.getAttribute(name) !== null) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Sets attributes (null removes one) and returns a function that puts the previous values back. */
export function applyAttributes(element: Element, values: AttributeValues): () => void {
  const previous: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(values)) {
    previous[name] = element.getAttribute(name);
    putAttribute(element, name, value);
  }
  return () => {
    for (const [name, value] of Object.entries(previous)) putAttribute(element, name, value);
  };
}
