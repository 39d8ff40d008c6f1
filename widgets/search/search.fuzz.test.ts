import { fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clearSuggestionCache } from './api';
import { INLINE_FORM, input, mountSearch, options, panel, press, stubFetch, type, wait, type SearchPage } from './test-support';

/**
 * Random answers to the search call (any JSON, HTML, empty bodies, huge lists, missing and odd
 * fields, no_found in odd places, error statuses): the widget never throws, the field keeps what was
 * typed, nothing unsafe reaches the page, and the form still submits.
 */

const htmlish = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<span class="amount"><bdi>24&nbsp;&euro;</bdi></span>',
    '<del>30</del> <ins>24</ins>',
    '<a href="javascript:alert(1)">x</a>',
    '<<<>>>&&&;',
    '<div><div><div><div><div><div><div><div><div><b>deep</b></div></div></div></div></div></div></div></div></div>',
    '&#xD800; &#0; &#99999999; &amp;amp;',
  ),
);
const anyValue = fc.oneof(htmlish, fc.jsonValue(), fc.constant(undefined));
const address = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('', '/p/1', 'javascript:alert(1)', ' data:text/html,x', 'java\nscript:x'),
  fc.jsonValue(),
);
const flag = fc.constantFrom(true, false, 1, 0, '1', '0', 'yes', 'no', null, 'true', [], {});
const suggestion = fc.record(
  { value: anyValue, permalink: address, thumbnail: fc.oneof(address, htmlish), price: anyValue, no_found: flag },
  { requiredKeys: [] },
);
const list = fc.array(fc.oneof({ weight: 4, arbitrary: suggestion }, { weight: 1, arbitrary: fc.jsonValue() }), { maxLength: 40 });
const body = fc.oneof(
  list.map((items) => JSON.stringify(items)),
  list.map((items) => JSON.stringify({ suggestions: items })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  htmlish,
  fc.constant(''),
  fc.constant(JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ value: `Item ${index}`, permalink: `/p/${index}` })))),
);
const answer = fc.record({ status: fc.constantFrom(200, 200, 200, 204, 403, 404, 500), body });
const typed = fc.string({ minLength: 3, maxLength: 24 }).filter((text) => text.trim().length >= 3);

/**
 * The scheme the browser would load an address with, resolved against the page as the browser does
 * (">x[1c:" is a relative path, "java\nscript:x" is `javascript:`).
 */
function resolvedScheme(address: string): string {
  try {
    return new URL(address, document.baseURI).protocol;
  } catch {
    return 'unparsable:';
  }
}

let page: SearchPage | null = null;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  page?.stop();
  page = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search answers, fuzzed', () => {
  it('never breaks the widget, keeps the text, shows only safe links and text, and the form still submits', async () => {
    let next = { status: 200, body: '[]' };
    stubFetch(() => new Response(next.status === 204 ? null : next.body, { status: next.status }));
    page = mountSearch(INLINE_FORM);
    const form = document.querySelector('form')!;
    // jsdom cannot navigate: a followed suggestion or a submit is recorded, not performed.
    const stopNavigation = (event: Event) => event.preventDefault();
    let submits = 0;
    form.addEventListener('submit', () => (submits += 1));
    document.addEventListener('click', stopNavigation);
    await fc.assert(
      fc.asyncProperty(answer, typed, async (generated, text) => {
        next = generated;
        clearSuggestionCache();
        type(text);
        await wait(250);
        expect(input().value).toBe(text);
        expect(form.hasAttribute('data-island-failed')).toBe(false);
        expect(form.getAttribute('data-island-mounted')).toBe('search');
        expect(['ready', 'failed']).toContain(form.getAttribute('data-search-state'));
        expect(
          panel().querySelectorAll('script, img:not(.cms-islands-search-thumbnail), iframe, [onerror], [onclick], [style]'),
        ).toHaveLength(0);
        for (const option of options()) {
          const href = option.getAttribute('href');
          if (href !== null) expect(resolvedScheme(href)).toMatch(/^https?:$/);
        }
        for (const image of panel().querySelectorAll('img')) expect(resolvedScheme(image.getAttribute('src') ?? '')).toMatch(/^https?:$/);
        // Only our own log lines: nothing uncaught, no widget switched off.
        for (const call of errorSpy.mock.calls) expect(String(call[0])).toMatch(/^\[cms-islands\] search: /);
        press('ArrowDown');
        press('ArrowUp');
        // Escape clears; typed again, the (cached) answer shows with nothing active, so Enter submits.
        press('Escape');
        expect(input().value).toBe('');
        type(text);
        expect(press('Enter')).toBe(true);
        const before = submits;
        form.addEventListener('submit', stopNavigation, { once: true });
        expect(fireEvent.submit(form)).toBe(false); // prevented by us alone, after the widget saw it
        expect(submits).toBe(before + 1);
      }),
      { numRuns: 60 },
    );
    document.removeEventListener('click', stopNavigation);
  }, 120_000);
});
