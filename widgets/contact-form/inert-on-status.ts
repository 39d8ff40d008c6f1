import { useLayoutEffect, useRef } from 'react';

/** Class prefix that makes an element inert while the form has the status after it (`inert-on-submitting`). */
const INERT_ON_STATUS_PREFIX = 'inert-on-';

/**
 * Elements of the form with the class `inert-on-<status>` get `inert` while the form has that status
 * class, and lose it after (widgets/contact-form/README.md, "Statuses"). Only the inert we set is taken
 * away: one the server printed stays.
 */
export function useInertOnStatus(form: HTMLFormElement, statusClass: string): void {
  const madeInert = useRef(new Set<HTMLElement>());
  useLayoutEffect(() => {
    const wanted = new Set(form.querySelectorAll<HTMLElement>(`.${INERT_ON_STATUS_PREFIX}${statusClass}`));
    for (const element of madeInert.current) {
      if (wanted.has(element)) continue;
      element.removeAttribute('inert');
      madeInert.current.delete(element);
    }
    for (const element of wanted) {
      if (element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      madeInert.current.add(element);
    }
  }, [form, statusClass]);
  useLayoutEffect(() => {
    const set = madeInert.current;
    return () => {
      for (const element of set) element.removeAttribute('inert');
      set.clear();
    };
  }, []);
}
