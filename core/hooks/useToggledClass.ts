import { useLayoutEffect } from 'react';

/**
 * Keeps `className` on exactly the elements whose flag is true, before paint. Themes style the state
 * the server printed with this class, so the first paint and the mounted widget look the same. On
 * unmount each element gets back the class state it had.
 */
export function useToggledClass(className: string, elements: readonly Element[], isOn: (index: number) => boolean): void {
  useLayoutEffect(() => {
    const changed: Array<readonly [Element, boolean, boolean]> = [];
    elements.forEach((element, index) => {
      const had = element.classList.contains(className);
      const wanted = isOn(index);
      if (had === wanted) return;
      changed.push([element, had, element.hasAttribute('class')]);
      element.classList.toggle(className, wanted);
    });
    return () => {
      for (const [element, had, hadClassAttribute] of changed) {
        element.classList.toggle(className, had);
        // Removing the last class leaves class="": an element printed without one gets none back.
        if (!hadClassAttribute && element.getAttribute('class') === '') element.removeAttribute('class');
      }
    };
  });
}
