import { useLayoutEffect, useRef } from 'react';
import { putAttribute, type AttributeValues } from '../dom/attributes';

/** What the server printed for each attribute a widget has set (null: it printed none). */
type Printed = Map<Element, Map<string, string | null>>;

const putBack = (printed: Printed) =>
  printed.forEach((names, element) => names.forEach((value, name) => putAttribute(element, name, value)));

/**
 * Keeps attributes of server elements in step with React state. `plan` lists [element, values] pairs
 * and is recomputed on each render; attributes land in a layout effect, before paint. A render changes
 * only what changed: an attribute is never taken off and put back (a focused tab panel losing its
 * tabindex for a moment loses the focus too). An attribute that leaves the plan, and every attribute
 * on unmount, gets the server's value back, so `CMSIslands.unmount()` leaves the markup as printed.
 */
export function useServerAttributes(plan: ReadonlyArray<readonly [Element, AttributeValues]>): void {
  const printed = useRef<Printed>(new Map());
  useLayoutEffect(() => {
    const before = printed.current;
    const now: Printed = new Map();
    for (const [element, values] of plan) {
      const was = before.get(element);
      const names = now.get(element) ?? new Map<string, string | null>();
      now.set(element, names);
      for (const [name, value] of Object.entries(values)) {
        if (!names.has(name)) names.set(name, was?.has(name) ? was.get(name)! : element.getAttribute(name));
        was?.delete(name);
        putAttribute(element, name, value);
      }
    }
    putBack(before); // what is left there has left the plan
    printed.current = now;
  });
  useLayoutEffect(() => () => putBack(printed.current), []);
}
