import { pageElementById } from '../../core/dom/element-by-id';

/**
 * Inline popup content is the page's own element, shown in the popup itself, never a copy: typed
 * values, listeners and iframes inside it survive. It leaves its place (a comment marks it) on its
 * first opening; while the popup is closed it waits outside the document, so the runtime unmounts the
 * widgets inside it, and mounts them again when it comes back. When the last popup that used it
 * unmounts, it goes back to its place, hidden as the server printed it.
 */
interface TakenTarget {
  readonly element: HTMLElement;
  readonly placeholder: Comment;
  readonly wasHidden: boolean;
  readonly users: Set<object>;
}

const taken = new Map<string, TakenTarget>();

/**
 * The inline content for an id, taking it out of its place the first time; null when there is none.
 * The page's own element with that id (core/dom/element-by-id.ts): never one an HTML answer
 * inserted, earlier on the page, with the same id, unless the opener came from an answer too.
 */
export function takeInlineTarget(id: string, user: object, opener: HTMLElement): HTMLElement | null {
  const known = taken.get(id);
  if (known) {
    known.users.add(user);
    return known.element;
  }
  const element = pageElementById(id, opener);
  if (!element || element === document.body || element === document.documentElement) return null;
  const placeholder = document.createComment(` popup content #${id} `);
  element.before(placeholder);
  const entry: TakenTarget = { element, placeholder, wasHidden: element.hidden, users: new Set([user]) };
  taken.set(id, entry);
  element.hidden = false;
  return element;
}

/** One user done with it; the last puts it back in its place (unless an open popup shows it now). */
export function releaseInlineTarget(id: string, user: object): void {
  const entry = taken.get(id);
  if (!entry) return;
  entry.users.delete(user);
  if (entry.users.size > 0) return;
  taken.delete(id);
  if (entry.placeholder.isConnected) entry.placeholder.replaceWith(entry.element);
  else entry.placeholder.remove();
  entry.element.hidden = entry.wasHidden;
}
