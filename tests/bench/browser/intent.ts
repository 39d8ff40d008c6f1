/**
 * The visitor's intent, shown to the bundle without a visitor: widgets that wait for interaction
 * (README, "Mount strategies") mount on a pointer passing over them or an opener, or on the first
 * scroll. The benchmark shows it where it learns what a sample mounts (the catalogue), where it cycles
 * markup (memory), and before it times an interaction with a mounted widget. A `pointermove` with
 * no pointer type reaches the bundle's listener and no widget's hover behaviour (they answer a mouse).
 */
export function showIntentInPage(rootSelector: string): void {
  const root = document.querySelector(rootSelector) ?? document.body;
  for (const element of [root, ...root.querySelectorAll('*')]) element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  document.dispatchEvent(new Event('scroll'));
}
