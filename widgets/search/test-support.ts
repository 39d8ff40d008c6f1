import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { IslandsStore } from '../../core/store/store';
import { DESKTOP_VIEWPORT, mountMarkup, mountPage } from '../../tests/support/islands';
import { searchWidget } from '.';
import { clearSuggestionCache } from './api';

/** The inline form of the demo page (widgets/search/search.demo.html), trimmed. */
export const INLINE_FORM = `
<form data-island="search" role="search" action="/search/" method="get">
  <label for="s1">Search the shop</label>
  <input type="search" id="s1" name="s">
  <select name="product_cat" aria-label="Category"><option value="">All</option><option value="mugs">Mugs</option></select>
  <input type="hidden" name="post_type" value="product">
  <button type="submit">Search</button>
</form>`;

/** The header's icon and overlay. */
export const OVERLAY = `
<div data-island="search">
  <a href="/search/?s=" data-search-open aria-label="Search">icon</a>
  <dialog aria-label="Search the shop">
    <button type="button" data-search-close aria-label="Close search">x</button>
    <form role="search" action="/search/" method="get">
      <label for="s2">Search for products</label>
      <input type="search" id="s2" name="s">
      <button type="submit">Search</button>
    </form>
  </dialog>
</div>
<button type="button" id="elsewhere">elsewhere</button>`;

export interface SentCall {
  url: URL;
  signal: AbortSignal;
}

/**
 * Stubs fetch: each call is recorded and answered by `answer` (a Response, a promise of one, or a
 * rejection). Like the real fetch, an aborted call rejects with its signal's reason.
 */
export function stubFetch(answer: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const call = { url: new URL(input.url), signal: input.signal };
      if (input.signal.aborted) throw input.signal.reason;
      calls.push(call);
      return new Promise<Response>((resolve, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason as Error));
        Promise.resolve(answer(call)).then(resolve, reject);
      });
    }),
  );
  return calls;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A suggestion item as the server sends it. */
export const item = (value: string, extra: Record<string, unknown> = {}) => ({
  value,
  permalink: `http://localhost:3000/product/${value.toLowerCase().replace(/\W+/g, '-')}/`,
  thumbnail: 'http://localhost:3000/thumb.svg',
  price: '<span class="amount"><bdi>24.00&nbsp;&euro;</bdi></span>',
  ...extra,
});

export interface SearchPage {
  store: IslandsStore;
  stop(): void;
}

/** Mounts the search widgets of `html` at once (strategy load), with fake timers and the given settings global. */
/** Mounts the search widget on `html`, or, given null, on the page as it is (focus and typed text kept). */
export function mountSearch(html: string | null, settings: Record<string, unknown> = {}): SearchPage {
  clearSuggestionCache();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const options = { settings, viewport: DESKTOP_VIEWPORT, strategy: 'load' } as const;
  const { store, stop } =
    html === null ? mountPage({ search: searchWidget }, options) : mountMarkup(html, { search: searchWidget }, options);
  return { store, stop };
}

export const input = (selector = 'input[name="s"]') => document.querySelector<HTMLInputElement>(selector)!;

/** Types the text as the visitor would: the value, then an input event (which bubbles to the form). */
export function type(text: string, field: HTMLInputElement = input()): void {
  field.focus();
  act(() => {
    fireEvent.input(field, { target: { value: text } });
  });
}

export function press(key: string, field: HTMLInputElement = input(), init: KeyboardEventInit = {}): boolean {
  let notPrevented = true;
  act(() => {
    notPrevented = fireEvent.keyDown(field, { key, ...init });
  });
  return notPrevented;
}

/** Moves the fake clock on and lets the answer's promises settle. */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

export const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
export const optionTexts = () =>
  options().map((option) => option.querySelector('.cms-islands-search-title')?.textContent ?? option.textContent);
export const panel = () => document.querySelector<HTMLElement>('.cms-islands-search-results')!;
export const status = () => document.querySelector<HTMLElement>('[role="status"]')!.textContent;
export const viewAll = () => document.querySelector<HTMLAnchorElement>('.cms-islands-search-all');
