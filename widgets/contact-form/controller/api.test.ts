import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../core/http/ajax';
import { FormCallError, contactFormUrl, fetchRefill, isPageCached, restLocation, sendFeedback } from './api';
import { fixtureAnswer, jsonResponse, REST_ROOT, stubFetch } from '../test-support';

const SETTINGS = { root: '/wp-json/', namespace: 'contact-form-7/v1' };
const FEEDBACK_URL = `${REST_ROOT}contact-form-7/v1/contact-forms/4/feedback`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function formData(): FormData {
  const data = new FormData();
  data.append('_wpcf7', '4');
  data.append('_wpcf7_unit_tag', 'wpcf7-f4-p5-o1');
  data.append('your-name', 'Ana');
  return data;
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FormCallError);
  return (error as Error).message;
}

describe('where the calls go', () => {
  it("takes root and namespace from the plugin's wpcf7.api global when the page has it", () => {
    expect(restLocation(SETTINGS, { wpcf7: { api: { root: 'https://shop.test/wp-json/', namespace: 'contact-form-7/v1' } } })).toEqual({
      root: 'https://shop.test/wp-json/',
      namespace: 'contact-form-7/v1',
    });
    expect(restLocation(SETTINGS, { wpcf7: { api: { root: 'https://shop.test/wp-json/' } } }).namespace).toBe('contact-form-7/v1');
  });

  it('else from our page settings', () => {
    expect(restLocation(SETTINGS, {})).toEqual(SETTINGS);
    expect(restLocation(SETTINGS, { wpcf7: { api: { root: '' } } })).toEqual(SETTINGS);
  });

  it("a wpcf7 that is not the plugin's plain object is not read: a frame named wpcf7 (another site's window), an element", () => {
    // A window's named properties (frames, elements with that id or name) sit on its prototype chain,
    // never on the window itself; another site's window throws on any read of its properties.
    const crossOriginFrame = new Proxy(
      {},
      {
        get() {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        },
      },
    );
    const framed = Object.create({ wpcf7: crossOriginFrame }) as Record<string, unknown>;
    expect(restLocation(SETTINGS, framed)).toEqual(SETTINGS);
    expect(isPageCached({ cf7_cached: false }, framed)).toBe(false);
    const form = document.createElement('form');
    expect(restLocation(SETTINGS, { wpcf7: form })).toEqual(SETTINGS);
    expect(restLocation(SETTINGS, { wpcf7: { api: form } })).toEqual(SETTINGS);
  });

  it('with no rest_url set, the root WordPress announces in the head (sub-folder sites, plain permalinks), else /wp-json/', () => {
    const unset = { root: '', namespace: 'contact-form-7/v1' };
    expect(restLocation(unset, {}).root).toBe('/wp-json/');
    const link = document.createElement('link');
    link.rel = 'https://api.w.org/';
    link.href = 'https://shop.test/blog/index.php?rest_route=/';
    document.head.append(link);
    try {
      expect(restLocation(unset, {}).root).toBe('https://shop.test/blog/index.php?rest_route=/');
      expect(restLocation(SETTINGS, {}).root).toBe(SETTINGS.root); // a rest_url the theme printed wins
    } finally {
      link.remove();
    }
  });

  it("a REST link in the body (a post's content) is not WordPress's announcement", () => {
    const link = document.createElement('link');
    link.rel = 'https://api.w.org/';
    link.href = 'https://shop.test/elsewhere/';
    document.body.append(link);
    try {
      expect(restLocation({ root: '', namespace: 'contact-form-7/v1' }, {}).root).toBe('/wp-json/');
    } finally {
      link.remove();
    }
  });

  it('builds {root}{namespace}/contact-forms/{id}/feedback and …/refill', () => {
    expect(contactFormUrl(SETTINGS, 4, 'feedback')).toBe('/wp-json/contact-form-7/v1/contact-forms/4/feedback');
    expect(contactFormUrl({ root: 'https://shop.test/index.php?rest_route=/', namespace: '/contact-form-7/v1/' }, 6, 'refill')).toBe(
      'https://shop.test/index.php?rest_route=/contact-form-7/v1/contact-forms/6/refill',
    );
    expect(contactFormUrl({ root: 'https://shop.test/api', namespace: 'cf7/v1' }, 8, 'feedback')).toBe(
      'https://shop.test/api/cf7/v1/contact-forms/8/feedback',
    );
  });
});

describe('the feedback call', () => {
  it('POSTs every field as multipart, with no X-WP-Nonce when the form has no nonce', async () => {
    const calls = stubFetch(() => jsonResponse(fixtureAnswer('feedback-mail-sent')));
    const answer = await sendFeedback(FEEDBACK_URL, formData(), '');
    expect(answer.status).toBe('mail_sent');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(FEEDBACK_URL);
    expect(calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]!.headers.has('x-wp-nonce')).toBe(false);
    expect([...calls[0]!.body!]).toEqual([
      ['_wpcf7', '4'],
      ['_wpcf7_unit_tag', 'wpcf7-f4-p5-o1'],
      ['your-name', 'Ana'],
    ]);
  });

  it('sends the form nonce as X-WP-Nonce', async () => {
    const calls = stubFetch(() => jsonResponse(fixtureAnswer('nonce-loggedin-mail-sent')));
    await sendFeedback(FEEDBACK_URL, formData(), 'abc123');
    expect(calls[0]!.headers.get('x-wp-nonce')).toBe('abc123');
  });

  it('network down: "The server could not be reached."', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(sendFeedback(FEEDBACK_URL, formData(), ''))).toBe('The server could not be reached.');
  });

  it.each([
    ['nonce-loggedin-bad-nonce-403', 403, 'Cookie check failed'],
    ['feedback-error-404', 404, 'The requested contact form was not found.'],
    ['feedback-error-415-urlencoded', 415, 'The request payload format is not supported.'],
    ['feedback-error-no-unit-tag', 400, 'There is no valid unit tag.'],
  ])('HTTP error with the REST shape (%s): its message', async (fixture, status, message) => {
    stubFetch(() => jsonResponse(fixtureAnswer(fixture), status));
    expect(await failureOf(sendFeedback(FEEDBACK_URL, formData(), ''))).toBe(message);
  });

  it('HTTP 500 that is not JSON: the status line', async () => {
    stubFetch(
      () =>
        new Response('<h1>Fatal error</h1>', {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'content-type': 'text/html' },
        }),
    );
    expect(await failureOf(sendFeedback(FEEDBACK_URL, formData(), ''))).toBe('The server answered 500 Internal Server Error.');
  });

  it.each([
    ['HTML', new Response('<!doctype html><p>Maintenance</p>', { headers: { 'content-type': 'text/html' } })],
    ['an empty body', new Response('', { status: 200 })],
    ['JSON that is not an answer', jsonResponse({ ok: true })],
  ])('an answer that is not a feedback answer (%s): "could not be read"', async (_name, response) => {
    stubFetch(() => response);
    expect(await failureOf(sendFeedback(FEEDBACK_URL, formData(), ''))).toBe('The server answer could not be read.');
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      ),
    );
    const failure = failureOf(sendFeedback(FEEDBACK_URL, formData(), ''));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await failure).toBe(`The request timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds.`);
  });
});

describe('the refill call', () => {
  it('GETs …/refill with the nonce when the form has one, and gives the answer as is', async () => {
    const calls = stubFetch(() => jsonResponse(fixtureAnswer('refill-all-fields')));
    const refill = await fetchRefill(`${REST_ROOT}contact-form-7/v1/contact-forms/6/refill`, 'n0nce', new AbortController().signal);
    expect(refill).toEqual({ quiz: { 'rig-quiz': ['1+1=?', 'fe062b200101ae77bc2fc3c18e86464e'] } });
    expect(calls[0]).toMatchObject({ method: 'GET', body: null });
    expect(calls[0]!.headers.get('x-wp-nonce')).toBe('n0nce');
  });
});
