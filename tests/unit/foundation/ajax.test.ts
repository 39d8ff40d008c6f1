import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from 'ky';
import { AjaxError, REQUEST_TIMEOUT_MS, ajax, describeCallFailure, http, siteEndpoint } from '../../../core/http/ajax';

// WordPress prints ajaxurl as an absolute address (admin_url()); Node's Request needs one too.
const AJAX_URL = 'http://localhost:3000/wp-admin/admin-ajax.php';

interface SentRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/**
 * Stubs the global fetch (ky calls it with a Request) and records what was sent. Like the real fetch,
 * it refuses a request whose signal is already aborted.
 */
function answerWith(makeResponse: () => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason; // what fetch rejects with
    sent.push({
      method: request.method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      body: await request.clone().text(),
    });
    return makeResponse();
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetchStub };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

async function rejectionOf(promise: Promise<unknown>): Promise<AjaxError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AjaxError);
  return error as AjaxError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ajax helper', () => {
  it('sends POST to the ajax endpoint with an action field and the other fields', async () => {
    const { sent } = answerWith(() => json({ success: true, data: null }));
    await ajax(AJAX_URL, 'cms_islands_load_html_dropdowns', { paged: 2, ids: ['menu-1', 'menu-2'], preview: false });
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(AJAX_URL);
    const body = new URLSearchParams(request.body);
    expect(body.get('action')).toBe('cms_islands_load_html_dropdowns');
    expect(body.get('paged')).toBe('2');
    expect(body.get('preview')).toBe('false');
    expect(body.getAll('ids[]')).toEqual(['menu-1', 'menu-2']);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('an answer flagged success resolves with its data', async () => {
    answerWith(() => json({ success: true, data: { items: '<article></article>', nextPage: 3 } }));
    await expect(ajax(AJAX_URL, 'cms_islands_get_blog_main')).resolves.toEqual({ items: '<article></article>', nextPage: 3 });
  });

  it('an answer not flagged success rejects with the server message when it has one', async () => {
    answerWith(() => json({ success: false, data: { message: 'Nonce expired' } }));
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_x'));
    expect(error.message).toBe('Nonce expired');
    expect(error.answer).toEqual({ success: false, data: { message: 'Nonce expired' } });
  });

  it.each([
    ['success false without a message', { success: false }],
    ['success as the string "true"', { success: 'true', data: {} }],
    ['no success flag at all', { status: 'success', data: 'x' }],
    ['a bare value', 0],
    ['null', null],
  ])('any other answer rejects (%s)', async (_what, answer) => {
    answerWith(() => json(answer));
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_social_feed'));
    expect(error.message).toContain('cms_islands_social_feed');
  });

  it('an HTTP 500 rejects with an AjaxError and a human message naming the status', async () => {
    answerWith(() => json({ success: false }, { status: 500, statusText: 'Internal Server Error' }));
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_x'));
    expect(error.message).toBe('The server answered 500 Internal Server Error.');
  });

  it('a network error rejects with an AjaxError saying the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_x'));
    expect(error.message).toBe('The server could not be reached.');
  });

  it('an answer that is not JSON rejects with an AjaxError saying it could not be read', async () => {
    answerWith(() => new Response('<html>Fatal error</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_x'));
    expect(error.message).toBe('The server answer could not be read.');
  });

  it('WordPress\'s bare "0" (unknown action) is not a success', async () => {
    answerWith(() => new Response('0', { status: 200 }));
    await rejectionOf(ajax(AJAX_URL, 'cms_islands_unknown'));
  });

  it('a cancelled call rejects saying it was cancelled', async () => {
    answerWith(() => json({ success: true, data: 1 }));
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(ajax(AJAX_URL, 'cms_islands_x', {}, controller.signal));
    expect(error.message).toBe('The request was cancelled.');
  });

  it('a timed-out call is described in seconds', () => {
    const timeout = new TimeoutError(new Request(AJAX_URL));
    expect(describeCallFailure(timeout)).toBe(`The request timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds.`);
  });

  it('never retries: a failed call is sent once (a form must never be sent twice)', async () => {
    const { fetchStub } = answerWith(() => json({}, { status: 503, statusText: 'Service Unavailable' }));
    await rejectionOf(ajax(AJAX_URL, 'cms_islands_x'));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('where calls may go (README, "HTML answers")', () => {
  it("an address on another site is refused before anything is sent, with one warning; this site's addresses go", async () => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { sent } = answerWith(() => json({ ok: true }));
      for (const address of [
        'https://elsewhere.example/page',
        'https://localhost:3000/secure',
        'http://localhost:3001/wp-admin/profile.php',
      ]) {
        const error = await http.get(address).then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(describeCallFailure(error), address).toBe('The address is not one of this site: nothing was sent.');
      }
      expect(sent).toEqual([]);
      expect(warnSpy).toHaveBeenCalledTimes(3);
      expect(String(warnSpy.mock.calls[0]![0])).toContain('a call to https://elsewhere.example/page was refused');
      await http.get('http://localhost:3000/blog/page/2/').json(); // Node's Request needs an absolute address
      await http.get(AJAX_URL).json();
      expect(sent.map((request) => request.url)).toEqual(['http://localhost:3000/blog/page/2/', AJAX_URL]);
    } finally {
      warnSpy.mockRestore();
    }
  });

  it('an endpoint the settings name on another origin (an admin elsewhere) is let through for calls that name it', async () => {
    const { sent } = answerWith(() => json({ success: true, data: 1 }));
    const elsewhere = 'https://admin.example/wp-admin/admin-ajax.php';
    await expect(ajax(elsewhere, 'cms_islands_x')).resolves.toBe(1);
    await http.get('https://photos.example/clay/', siteEndpoint('https://photos.example/')).text();
    expect(sent.map((request) => request.url)).toEqual([elsewhere, 'https://photos.example/clay/']);
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(http.get('https://photos.example/clay/', siteEndpoint('https://other.example/')).text()).rejects.toThrow(
      /not an address of this site/,
    );
    warnSpy.mockRestore();
  });
});
