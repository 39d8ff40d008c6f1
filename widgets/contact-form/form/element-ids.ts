/**
 * Ids from a server answer, kept inside the form and unique on the page
 * (widgets/contact-form/README.md, "Answers").
 */

/** The element with this id inside the form; one outside it (even with the same id) is never found. */
export function elementByIdInForm(form: HTMLFormElement, id: string): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>('[id]')) if (element.id === id) return element;
  return null;
}

/** An id as one token: whitespace would split an aria-describedby or aria-labelledby list. */
const asIdToken = (id: string) => id.trim().replace(/\s+/g, '-');

/**
 * Hands out ids that no element of the page has and that were not handed out before: `wanted`, else
 * `wanted-2`, `wanted-3`… `freeIds` (our own tips about to be re-rendered) count as free, `reserved`
 * (tips that stay) as taken.
 */
export function uniqueIdGiver(freeIds: ReadonlySet<string> = new Set(), reserved: Iterable<string> = []) {
  const given = new Set<string>(reserved);
  const taken = (id: string) => given.has(id) || (!freeIds.has(id) && document.getElementById(id) !== null);
  return (wanted: string): string => {
    const base = asIdToken(wanted) || 'field';
    let id = base;
    for (let suffix = 2; taken(id); suffix += 1) id = `${base}-${suffix}`;
    given.add(id);
    return id;
  };
}
