import { useLayoutEffect } from 'react';

/**
 * Keeps `className` on exactly the elements whose flag is true, before paint. Themes style the state
 * the server printed with this class, so the first paint and the mounted widget look the same. On
 * unmount each element gets back the class state it had.
 */
export function useToggledClass(className: string, elements: readonly Element[], isOn: (index: number) => boolean): void {
  useLayoutEffect(() => {
    const changed: Array<readonly [Element, boolean]> = [];
    elements.forEach((element, index) => {
      const had = element.classList.contains(className);
      const wanted = isOn(index);
      if (had === wanted) return;
      element.classList.toggle(className, wanted);
      changed.push([element, had]);
    });
    return () => {
      for (const [element, had] of changed) element.classList.toggle(className, had);
    };
  });
}
