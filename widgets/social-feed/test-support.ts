import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';
import { socialFeedWidget } from '.';
import { installFakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';

/** A feed as the demo page prints it (widgets/social-feed/social-feed.demo.html), trimmed. */
export const PLACEHOLDER = '<div class="account"><ul aria-label="Photos"><li></li><li></li></ul><p><a href="/p/">Follow</a></p></div>';
export const FEED = (atts = '{"account":"clay","number":"2"}') => `<div data-island="social-feed" data-atts='${atts}'>${PLACEHOLDER}</div>`;

export interface SentCall {
  url: URL;
  method: string;
  body: string;
  credentials: RequestCredentials;
}

/** Stubs fetch: each call is recorded and answered by `answer`. */
export function stubFetch(answer: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const call = { url: new URL(input.url), method: input.method, body: await input.clone().text(), credentials: input.credentials };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mounts the feeds of `html` at once (strategy load); the fake observer says when they come near. */
export function mountFeeds(html: string, settings: Record<string, unknown> = {}) {
  const Observer = installFakeIntersectionObserver();
  const { stop } = mountMarkup(html, { 'social-feed': socialFeedWidget }, { settings, viewport: DESKTOP_VIEWPORT, strategy: 'load' });
  return {
    near: (element: Element) => act(() => Observer.scrollIntoView(element)),
    observers: Observer.instances,
    stop,
  };
}

/** Lets every pending promise (fetch, json, React updates) settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export const feed = () => document.querySelector<HTMLElement>('[data-island="social-feed"]')!;

/** Silences and records console.error and console.warn for a test file (failures are only logged). */
export function spyConsole() {
  const spies = {} as { errors: ReturnType<typeof vi.spyOn>; warnings: ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    spies.errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    spies.warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return spies;
}
