/** A detached element of ours with a class and attributes (for useInsertedElement, spinners and the like). */
export function makeElement(tag: string, className: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
