import { useLayoutEffect } from 'react';
import { applyAttributes, type AttributeValues } from '../dom/attributes';

/**
 * Keeps attributes of server elements in step with React state. `plan` lists [element, values] pairs
 * and is recomputed on each render; attributes land in a layout effect, before paint. On unmount the
 * server's original values come back, so `CMSIslands.unmount()` leaves the markup as it was printed.
 */
export function useServerAttributes(plan: ReadonlyArray<readonly [Element, AttributeValues]>): void {
  useLayoutEffect(() => {
    const restorers = plan.map(([element, values]) => applyAttributes(element, values));
    return () => {
      for (const restore of restorers.reverse()) restore();
    };
  });
}
