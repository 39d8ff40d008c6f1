import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';
import { postListWidget } from '.';

/** A post as the demo backend prints it (demo-pages/backend/post-list.ts), trimmed. */
export const post = (id: number, category: string) =>
  `<article id="post-${id}" data-categories="${category}"><h3><a href="#p${id}">Post ${id}</a></h3></article>`;

export const LIST = (attributes = 'data-source="main_loop"', href = '/blog/page/2/') => `
<div data-island="post-list" ${attributes}>
  <div data-post-list-filters role="group" aria-label="Filter">
    <button type="button" data-post-list-filter="*" aria-pressed="true">All</button>
    <button type="button" data-post-list-filter="travel">Travel</button>
    <button type="button" data-post-list-filter="food">Food</button>
  </div>
  <div data-post-list-items>${post(1, 'travel')}${post(2, 'food')}${post(3, 'travel food')}</div>
  <a href="${href}" data-post-list-more>Load more</a>
</div>`;

export interface SentCall {
  url: URL;
  method: string;
  body: string;
}

/** Stubs fetch: each call is recorded and answered by `answer`. */
export function stubFetch(answer: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const call = { url: new URL(input.url), method: input.method, body: await input.clone().text() };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mounts the lists of `html` at once (strategy load) with the given settings global. */
export function mountLists(html: string, settings: Record<string, unknown> = {}) {
  const { stop } = mountMarkup(html, { 'post-list': postListWidget }, { settings, viewport: DESKTOP_VIEWPORT, strategy: 'load' });
  return { stop };
}

/** Lets every pending promise (fetch, json, React updates) settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export const items = () => [...document.querySelectorAll<HTMLElement>('[data-post-list-items] > article')];
export const shown = () => items().filter((item) => !item.hidden);
export const button = () => document.querySelector<HTMLElement>('[data-post-list-more]')!;
export const liveRegion = () => document.querySelector<HTMLElement>('[data-island="post-list"] [role="status"]')!;
