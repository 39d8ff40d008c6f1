import { act } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { widgets as embedsFamily } from '.';
import { handleEmbedMessage } from './embed-channel';
import { EMBED_MAX_HEIGHT_PX, EMBED_MIN_HEIGHT_PX, allowedLinkTarget, embedHeightPx, readEmbedMessage } from './embed-message';
import embedMarkup from '../../tests/fixtures/wordpress/embed-host.html?raw';
import { edgeNumber, junkString, postedValue } from '../../tests/fuzz/arbitraries';
import { captureConsole, fuzzParameters, FUZZ_TIMEOUT_MS, type ConsoleCapture } from '../../tests/fuzz/harness';
import { createIslands, type Islands } from '../../tests/support/islands';

/**
 * Embed messages (widgets/embeds/README.md): whatever a frame posts (anything postMessage can carry:
 * arbitraries.ts `postedValue`), from wherever, nothing throws, an
 * embed's height stays within 200..1000 px (or the server's own until a valid message comes), and
 * the page is never sent off the embed's own host — nor anywhere unless the visitor is in that embed.
 */

/** The secret and address WordPress printed in the fixture. */
const SECRET = 'yfQACzjbOc';
const EMBED_HOST = '127.0.0.1:8787';
const SERVER_HEIGHT = '282';

/** Addresses a `link` message may carry: own host, relative, other hosts, and every trick. */
const linkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'http://127.0.0.1:8787/embed-target/',
    '/another-post/',
    'another-post/',
    '?p=5',
    '#top',
    'https://127.0.0.1:8787/secure/',
    'http://127.0.0.1:8788/other-port/',
    'http://evil.example/',
    '//evil.example/path',
    '/\\evil.example/',
    '\\\\evil.example',
    'https:evil.example',
    'http://127.0.0.1:8787@evil.example/',
    'http://evil.example#127.0.0.1:8787',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'blob:http://127.0.0.1:8787/uuid',
    'ftp://127.0.0.1:8787/',
    'http://[::1]/',
    'http://0x7f.1/',
    '',
  ),
  fc.webUrl(),
  fc.webPath(),
  junkString,
  postedValue,
);

const heightValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeNumber,
  edgeNumber.map(String),
  fc.constantFrom('500px', '1e3', ' 400 ', '', '0x200', '-0', 'Infinity'),
  postedValue,
);

const secretValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(SECRET) },
  { weight: 1, arbitrary: fc.constantFrom('', 'Z7i6dFnazf', `${SECRET} `, `${SECRET}"]`, 'x"],iframe[data-secret', SECRET.toLowerCase()) },
  { weight: 1, arbitrary: postedValue },
);

/** The `data` of a message event: the embed shape with random fields, or anything at all. */
const messageData: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ message: fc.constant('height'), value: heightValue, secret: secretValue }) },
  { weight: 3, arbitrary: fc.record({ message: fc.constant('link'), value: linkValue, secret: secretValue }) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        message: fc.oneof(fc.constantFrom('ready', 'HEIGHT', 'height ', '__proto__'), postedValue),
        value: postedValue,
        secret: secretValue,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: postedValue },
);

/** Who posted: the embed's own window, another frame, the page, nobody, or a look-alike object. */
type SourceKind = 'embed' | 'rogue' | 'page' | 'none' | 'fake';
const sourceKind = fc.constantFrom<SourceKind>('embed', 'embed', 'embed', 'rogue', 'page', 'none', 'fake');
const origin = fc.oneof(fc.constantFrom('', 'null', 'http://127.0.0.1:8787', 'http://evil.example', 'file://'), fc.webUrl());

const messageEvent = fc.record({ data: messageData, source: sourceKind, origin, focused: fc.boolean() });
/** Mostly link messages, for the navigation rule. */
const linkEvent = fc.record({
  data: fc.oneof(
    { weight: 5, arbitrary: fc.record({ message: fc.constant('link'), value: linkValue, secret: secretValue }) },
    { weight: 1, arbitrary: messageData },
  ),
  source: sourceKind,
  origin,
  focused: fc.boolean(),
});

let logs: ConsoleCapture;
let islands: Islands | null = null;
beforeEach(() => {
  logs = captureConsole();
});
afterEach(() => logs.restore());

/**
 * One embed page per test, not per run (jsdom builds a window per iframe; the shared test setup
 * empties the page after each test): the real widget listens on the real window; each run posts a
 * burst of messages and checks the iframe after each one.
 */
let iframe: HTMLIFrameElement;
let rogue: HTMLIFrameElement;
let focusable: HTMLButtonElement;
beforeEach(async () => {
  document.body.innerHTML = `${embedMarkup}<iframe id="rogue" title="another frame"></iframe><button id="outside">outside</button>`;
  iframe = document.querySelector('iframe.wp-embedded-content')!;
  rogue = document.querySelector('#rogue')!;
  focusable = document.querySelector('#outside')!;
  islands = createIslands(embedsFamily);
  islands.runtime.mount(document);
  await new Promise((resolve) => setTimeout(resolve, 5));
  act(() => islands!.runtime.flush());
});
afterEach(() => {
  islands?.stop();
  islands = null;
});

function sourceOf(kind: SourceKind): MessageEventSource | null {
  switch (kind) {
    case 'embed':
      return iframe.contentWindow;
    case 'rogue':
      return rogue.contentWindow;
    case 'page':
      return window;
    case 'none':
      return null;
    case 'fake':
      return { postMessage: () => {} } as unknown as MessageEventSource; // looks like a window, is not one
  }
}

/** What a message may do to the navigation spy and the height: the README's rules, restated. */
function expectHeight(value: string | null): void {
  if (value === SERVER_HEIGHT) return;
  const height = Number(value);
  expect(Number.isInteger(height) && height >= EMBED_MIN_HEIGHT_PX && height <= EMBED_MAX_HEIGHT_PX, `height ${value}`).toBe(true);
}

function expectOnHost(url: string): void {
  const target = new URL(url);
  expect(['http:', 'https:']).toContain(target.protocol);
  expect(target.host).toBe(EMBED_HOST);
}

describe('fuzz: embed messages', () => {
  it(
    'random messages through the real window listener: nothing throws, the height stays in 200..1000',
    () => {
      expect(iframe.getAttribute('data-island-mounted')).toBe('embeds');
      // jsdom reports a listener's exception as an error event on the window, not to dispatchEvent's caller.
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
      window.addEventListener('error', onError);
      onTestFinished(() => window.removeEventListener('error', onError));
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(messageEvent, { minLength: 1, maxLength: 6 }), (events) => {
          logs.reset();
          iframe.height = SERVER_HEIGHT;
          iframe.style.visibility = 'hidden';
          for (const { data, source, origin } of events) {
            // Only the iframe's own window could make its link message navigate: keep the visitor out of
            // it here (jsdom cannot navigate); the navigation rule is the next property's.
            focusable.focus();
            expect(() =>
              window.dispatchEvent(new MessageEvent('message', { data, origin, source: sourceOf(source) as Window | null })),
            ).not.toThrow();
            expectHeight(iframe.getAttribute('height'));
            if (iframe.getAttribute('height') !== SERVER_HEIGHT || iframe.style.visibility === '') accepted += 1;
          }
          expect(uncaught).toEqual([]);
          expect(logs.error).not.toHaveBeenCalled();
        }),
        fuzzParameters(200),
      );
      expect(accepted).toBeGreaterThan(0); // some messages were the embed's own, and sized or revealed it
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'handleEmbedMessage navigates only to http(s) on the embed host, and only while the visitor is in that embed',
    () => {
      let navigations = 0;
      fc.assert(
        fc.property(linkEvent, ({ data, source, origin, focused }) => {
          const navigate = vi.fn<(url: string) => void>();
          if (focused) iframe.focus();
          else focusable.focus();
          const event = new MessageEvent('message', { data, origin, source: sourceOf(source) as Window | null });
          expect(() => handleEmbedMessage(event, [iframe], navigate)).not.toThrow();
          expectHeight(iframe.getAttribute('height'));
          expect(navigate.mock.calls.length).toBeLessThanOrEqual(1);
          if (navigate.mock.calls.length === 0) return;
          navigations += 1;
          expectOnHost(navigate.mock.calls[0]![0]);
          expect(source).toBe('embed');
          expect(document.activeElement).toBe(iframe);
          const message = readEmbedMessage(data);
          expect(message?.message).toBe('link');
          expect(message?.secret).toBe(SECRET);
        }),
        fuzzParameters(300),
      );
      // Not vacuous: the generators do reach the one path that navigates.
      expect(navigations).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'the pure rules: readEmbedMessage, embedHeightPx and allowedLinkTarget never throw and keep their ranges',
    () => {
      fc.assert(
        fc.property(messageData, heightValue, linkValue, fc.oneof(fc.webUrl(), junkString), (data, height, link, frameSrc) => {
          const message = readEmbedMessage(data);
          if (message) expect(/^[a-z0-9]+$/i.test(message.secret) && typeof message.message === 'string').toBe(true);
          const px = embedHeightPx(height);
          expect(Number.isInteger(px) && px >= EMBED_MIN_HEIGHT_PX && px <= EMBED_MAX_HEIGHT_PX).toBe(true);
          const target = allowedLinkTarget(link, frameSrc);
          if (target !== null) {
            expect(['http:', 'https:']).toContain(new URL(target).protocol);
            expect(new URL(target).host).toBe(new URL(frameSrc).host);
          }
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
