import { useLayoutEffect, useRef } from 'react';
import type { AttributeValues } from '../dom/attributes';

/** What the server printed for each attribute a widget has set (null: it printed none). */
type Printed = Map<Element, Map<string, string | null>>;

function put(element: Element, name: string, value: string | null): void {
  // Chromium serialises a removed style attribute as style="" unless it is read first.
  if (value === null) {
    if (element.getAttribute(name) !== null) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

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
    const planned = new Map<Element, Set<string>>();
    for (const [element, values] of plan) {
      let originals = printed.current.get(element);
      if (!originals) printed.current.set(element, (originals = new Map()));
      let names = planned.get(element);
      if (!names) planned.set(element, (names = new Set()));
      for (const [name, value] of Object.entries(values)) {
        if (!originals.has(name)) originals.set(name, element.getAttribute(name));
        names.add(name);
        put(element, name, value);
      }
    }
    for (const [element, originals] of printed.current) {
      for (const [name, original] of originals) {
        if (planned.get(element)?.has(name)) continue;
        put(element, name, original);
        originals.delete(name);
      }
      if (originals.size === 0) printed.current.delete(element);
    }
  });
  useLayoutEffect(() => {
    const all = printed.current;
    return () => {
      for (const [element, originals] of all) for (const [name, original] of originals) put(element, name, original);
      all.clear();
    };
  }, []);
}
