/** Shown on screen: not inside something hidden, not `visibility: hidden`, not in a closed `<details>`. */
export function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  // Engines without checkVisibility (and jsdom): walk up looking for what hides it.
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}
