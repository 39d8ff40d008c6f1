import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FEED, PLACEHOLDER, feed, mountFeeds, settle, spyConsole } from './test-support';

/**
 * Random social-feed answers (widgets/social-feed/README.md) for the feed call, the public pages and
 * the forwarded calls: any JSON, `{html}` with scripts, handlers and `javascript:` links, flags with
 * nonsense addresses, huge answers, error statuses, bodies that are not JSON. No uncaught error, no
 * answer script runs, the widget is never left empty (the server's markup, or an answer), failures
 * are only logged (console.error), at most one round of retries, and the widget ends not busy.
 */

const page = fc.constantFrom(
  '/demo-social/a/',
  'https://photos.example/b/',
  'javascript:alert(1)',
  '',
  '  ',
  'data:text/html,x',
  '//x',
  'http://[::1',
);
const flagged = page.map((address) => `<div data-social-feed-page="${address}"><ul><li></li></ul></div>`);
const htmlish = fc.oneof(
  fc.string(),
  flagged,
  fc.constantFrom(
    '<div class="account"><ul><li><a href="/p/1"><img src="/a.svg" alt="A"></a></li></ul></div>',
    '<script>window.__fuzzRan = true</script><p>s</p>',
    '<img src=x onerror="window.__fuzzRan = true">',
    '<a href="javascript:window.__fuzzRan = true">x</a>',
    '<div data-island="social-feed"><p>nested</p></div>',
    '</div></div><p>escape</p>',
    '<<<>>>&&&;',
    Array.from({ length: 400 }, (_, index) => `<li><img src="/p${index}.jpg" alt="${index}"></li>`).join(''),
  ),
  fc.array(flagged, { minLength: 1, maxLength: 3 }).map((flags) => flags.join('')),
);
const answer = fc.oneof(
  { weight: 4, arbitrary: fc.record({ html: fc.oneof(htmlish, fc.jsonValue()) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.record({ success: fc.jsonValue(), data: fc.record({ html: htmlish }, { requiredKeys: [] }) }) },
  { weight: 1, arbitrary: fc.jsonValue() },
);
const response = fc.oneof(
  { weight: 5, arbitrary: answer.map((body) => ({ body: JSON.stringify(body) ?? 'null', status: 200 })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string(), fc.constantFrom(200, 302, 400, 403, 404, 500, 502)).map(([body, status]) => ({ body, status })),
  },
);

const consoleSpies = spyConsole();

describe('social feed: random answers', () => {
  it('never throws, never empties the widget, never runs answer scripts, only logs failures, one round of retries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(response, { minLength: 1, maxLength: 6 }), async (responses) => {
        (window as { __fuzzRan?: boolean }).__fuzzRan = false;
        consoleSpies.errors.mockClear();
        consoleSpies.warnings.mockClear();
        let call = 0;
        const methods: string[] = [];
        vi.stubGlobal(
          'fetch',
          vi.fn(async (input: Request) => {
            methods.push(input.method);
            const next = responses[Math.min(call, responses.length - 1)]!;
            call += 1;
            return new Response(next.body, { status: next.status, headers: { 'content-type': 'application/json' } });
          }),
        );
        const uncaught: unknown[] = [];
        const onError = (event: ErrorEvent) => uncaught.push(event.error);
        window.addEventListener('error', onError);
        const { near, stop } = mountFeeds(FEED());
        try {
          near(feed());
          await settle();
          expect(uncaught).toEqual([]);
          expect((window as { __fuzzRan?: boolean }).__fuzzRan).toBe(false);
          expect(feed().querySelector('script, [onerror], [onload], a[href^="javascript:"]')).toBeNull();
          // The server's markup, or an answer's: never nothing.
          expect(feed().childNodes.length).toBeGreaterThan(0);
          const feedFailed = consoleSpies.errors.mock.calls.some(([message]: unknown[]) =>
            String(message).includes('loading the feed failed'),
          );
          if (feedFailed) expect(feed().innerHTML).toBe(PLACEHOLDER);
          expect(feed().hasAttribute('aria-busy')).toBe(false);
          // One feed call; then for each flag at most a GET and a forwarded POST; nothing after that.
          expect(methods[0]).toBe('POST');
          expect(methods.filter((method) => method === 'POST').length).toBeLessThanOrEqual(
            1 + methods.filter((method) => method === 'GET').length,
          );
          for (const [message] of consoleSpies.errors.mock.calls) expect(String(message)).toMatch(/^\[cms-islands\] social-feed: /);
          expect(consoleSpies.warnings).not.toHaveBeenCalled();
        } finally {
          window.removeEventListener('error', onError);
          stop();
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
