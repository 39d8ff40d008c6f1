import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { contactFormWidget } from '.';
import { mountPage, type Islands } from '../../tests/support/islands';

// Tests run from the project root (jsdom's import.meta.url is not a file address).
const FIXTURES = resolve('tests/fixtures/cf7');

/** Real Contact Form 7 markup (tests/fixtures/cf7, copied from the shared captures). */
export const fixtureMarkup = (name: 'form-default' | 'form-all-fields' | 'form-extra') =>
  readFileSync(resolve(FIXTURES, `${name}.html`), 'utf8');

/** A real REST answer of the plugin, parsed. */
export const fixtureAnswer = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(FIXTURES, 'answers', `${name}.json`), 'utf8')) as Record<string, unknown>;

/** jsdom's fetch needs absolute addresses; the plugin's global says where its REST root is, as on a real page. */
export const REST_ROOT = 'http://localhost:3000/wp-json/';

export interface SentCall {
  method: string;
  url: string;
  headers: Headers;
  body: FormData | null;
}

/** Stubs fetch: each call is recorded and answered by `answer` (a Response, or a rejection for "network down"). */
export function stubFetch(answer: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const call: SentCall = {
        method: input.method,
        url: input.url,
        headers: input.headers,
        body: input.method === 'POST' ? await input.clone().formData() : null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Puts the markup in the page, with the plugin's REST global, and mounts the contact-form widget
 * (strategy idle). `beforeMount` may touch the printed page first.
 */
export async function mountForm(html: string, beforeMount: () => void = () => {}): Promise<Islands> {
  (window as unknown as { wpcf7?: unknown }).wpcf7 = { api: { root: REST_ROOT, namespace: 'contact-form-7/v1' } };
  document.body.innerHTML = html;
  beforeMount();
  const islands = mountPage({ 'contact-form': contactFormWidget });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // the idle wait (jsdom has no requestIdleCallback)
    islands.runtime.flush();
  });
  return islands;
}

/** Lets pending promises (the stubbed call, its answer) run, inside act. */
export async function settleCalls(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
