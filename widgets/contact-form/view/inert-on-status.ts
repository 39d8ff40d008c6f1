import { useLayoutEffect, useRef } from 'react';
import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * Elements of the form with the class `inert-on-<status>` get `inert` while the form has that status
 * class, and lose it after (widgets/contact-form/README.md, "Statuses"). Only the inert we set is taken
 * away: one the server printed stays.
 */
export function useInertOnStatus(form: HTMLFormElement, statusClass: string): void {
  const madeInert = useRef(new Set<HTMLElement>());
  useLayoutEffect(() => {
    const wanted = new Set(form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.inertOnStatusPrefix}${statusClass}`));
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
