import { act } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST, button, items, mountLists, settle } from './test-support';

/**
 * Random load-more answers (any JSON, HTML with scripts and handlers, wrong statuses, missing items,
 * huge pages, `nextPage` nonsense, error statuses, bodies that are not JSON): no uncaught error,
 * nothing already shown is lost, no script from an answer runs, and the button stays usable (idle
 * and clickable) unless the answer said `no-more-posts` or gave no next link.
 */

const htmlish = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<article data-categories="travel"><a href="#a">A</a></article>',
    '<script>window.__fuzzRan = true</script><article>s</article>',
    '<img src=x onerror="window.__fuzzRan = true">',
    '<article data-island="post-list"><div data-post-list-items></div></article>',
    '<<<>>>&&&;',
    '</div></div></div><article>escape</article>',
    Array.from({ length: 300 }, (_, index) => `<article data-categories="c${index % 7}"><a href="#p${index}">${index}</a></article>`).join(
      '',
    ),
  ),
);
const nextPage = fc.oneof(
  fc.constantFrom(
    '/blog/page/3/',
    '',
    ' ',
    'javascript:alert(1)',
    'https://evil.example/p/2',
    '//evil.example/x',
    '/blog/page/2/',
    3,
    -1,
    0,
    1.5,
  ),
  fc.jsonValue(),
);
const status = fc.oneof(fc.constantFrom('no-more-posts', 'have-posts', 'success', '', 'NO-MORE-POSTS'), fc.jsonValue());
const answer = fc.record({ items: fc.oneof(htmlish, fc.jsonValue()), nextPage, status }, { requiredKeys: [] });
const response = fc.oneof(
  { weight: 5, arbitrary: answer.map((body) => ({ body: JSON.stringify(body), status: 200 })) },
  { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ body: JSON.stringify(body) ?? 'null', status: 200 })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string(), fc.constantFrom(200, 400, 403, 404, 500, 502)).map(([body, code]) => ({ body, status: code })),
  },
);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('post list: random load-more answers', () => {
  it('never throws, never loses what is shown, never runs answer scripts, and the button stays usable', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(response, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('main_loop', 'shortcode'),
        async (responses, source) => {
          history.replaceState(null, '', '/blog/');
          (window as { __fuzzRan?: boolean }).__fuzzRan = false;
          let call = 0;
          vi.stubGlobal(
            'fetch',
            vi.fn(async () => {
              const next = responses[Math.min(call, responses.length - 1)]!;
              call += 1;
              return new Response(next.body, { status: next.status, headers: { 'content-type': 'application/json' } });
            }),
          );
          const uncaught: unknown[] = [];
          const onError = (event: ErrorEvent) => uncaught.push(event.error);
          window.addEventListener('error', onError);
          const { stop } = mountLists(LIST(`data-source="${source}"`));
          try {
            for (let click = 0; click < responses.length; click += 1) {
              const before = items();
              const more = button();
              if (more.hidden) break;
              act(() => more.click());
              await settle();
              const after = items();
              expect(before.every((item) => item.isConnected)).toBe(true);
              expect(after.slice(0, before.length)).toEqual(before);
              expect(more.hasAttribute('aria-busy')).toBe(false);
              expect(more.querySelector('[data-island-spinner]')).toBeNull();
            }
            expect((window as { __fuzzRan?: boolean }).__fuzzRan).toBe(false);
            expect(uncaught).toEqual([]);
            const href = button().getAttribute('href') ?? '';
            expect(href.startsWith('javascript:') || href.includes('evil.example')).toBe(false);
          } finally {
            window.removeEventListener('error', onError);
            stop();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
