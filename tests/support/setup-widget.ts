import { vi } from 'vitest';
import { createTestStore, DESKTOP_VIEWPORT } from './islands';
import { FakeIntersectionObserver } from './fake-intersection-observer';

/**
 * Helpers for the tests of plain setup() widgets (media embeds, video backgrounds): the setup context's
 * store, the observer that says when they come near, media that cannot play in jsdom.
 */
export { installFakeIntersectionObserver } from './fake-intersection-observer';

/** Reports the element as (not) intersecting to every observer watching it (one scroll, as the browser would). */
export function reportVisible(element: Element, isIntersecting: boolean): void {
  for (const observer of FakeIntersectionObserver.instances) observer.report(element, isIntersecting);
}

export const observerMargins = () => FakeIntersectionObserver.instances.map((observer) => observer.rootMargin);

/** The setup context a widget gets: a store built from these raw settings. */
export function storeFor(raw: Record<string, unknown> = {}) {
  return createTestStore(raw, DESKTOP_VIEWPORT);
}

export function html(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
}

/** jsdom cannot play media: play, pause and load do nothing (restored by vi.restoreAllMocks). */
export function stubMediaPlayback(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}
