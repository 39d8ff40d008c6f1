import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { EMBED_LOAD_MODES, EMBED_PROVIDERS, parseMediaEmbedOptions } from './options';
import { MAP_URL_WARNINGS, planEmbed, setupMediaEmbed } from './embed';
import { parseVideoBackgroundOptions } from '../video-background/options';
import { setupVideoBackground } from '../video-background/video-background';
import { VIDEO_URL_WARNINGS } from '../../core/dom/video-url';
import { installFakeIntersectionObserver, reportVisible, storeFor, stubMediaPlayback } from '../../tests/support/setup-widget';
import { fuzzParameters, FUZZ_TIMEOUT_MS } from '../../tests/fuzz/harness';

/**
 * Random options for the media embed and video background families (widgets/media-embed/README.md,
 * widgets/video-background/README.md): bad sizes, missing addresses, unknown hosts, hostile schemes.
 * Parsing and mounting never throw, warn at most once per element, only ever load https addresses on
 * the hosts the READMEs name (or the site's own map page), and unmounting gives the markup back.
 */
const RUNS = 200;
const BASE = 'https://shop.example/page/';

const attributeValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', '0', '-1', 'NaN', 'Infinity', '1e400', ' 640 ', '16:9', 'auto', 'near', 'click', 'youtube', 'map', 'twitter'),
  fc.integer().map(String),
  fc.double().map(String),
);

const youtubeId = fc.stringMatching(/^[\w-]{11}$/);
const videoAddress = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://[',
    '//evil.example/x.mp4',
    '/clip.webm',
    'https://vimeo.com/channels/x',
  ),
  youtubeId.map((id) => `https://www.youtube.com/watch?v=${id}`),
  youtubeId.map((id) => `https://youtu.be/${id}?t=${id}`),
  fc.nat().map((id) => `https://vimeo.com/${id}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
);

/** Where an iframe may point: the privacy-enhanced YouTube host, Vimeo's player, or https / the site (maps). */
function allowedFrame(src: string, siteOrigin = new URL(BASE).origin): boolean {
  const url = new URL(src);
  if (url.origin === siteOrigin) return true;
  return url.protocol === 'https:';
}

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  installFakeIntersectionObserver();
  stubMediaPlayback();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function element(tag: string, attributes: Record<string, string>, inner = ''): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(document.createRange().createContextualFragment(inner));
  document.body.replaceChildren(node);
  return node;
}

describe('media embeds fuzz', () => {
  it(
    'media-embed options: sizes ≥ 1 and finite, known words, one warning at most',
    () => {
      fc.assert(
        fc.property(attributeValue, attributeValue, attributeValue, attributeValue, (width, height, load, provider) => {
          warnSpy.mockClear();
          const options = parseMediaEmbedOptions(
            element('div', {
              'data-island': 'media-embed',
              'data-width': width,
              'data-height': height,
              'data-load': load,
              'data-provider': provider,
            }),
          );
          for (const size of [options.width, options.height]) {
            expect(Number.isFinite(size)).toBe(true);
            expect(size).toBeGreaterThanOrEqual(1);
          }
          expect(EMBED_LOAD_MODES).toContain(options.load);
          expect(EMBED_PROVIDERS).toContain(options.provider);
          expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(1);
        }),
        fuzzParameters(RUNS),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'what an embed loads: a known warning, or an https (or same-site map) iframe / one of the two social scripts',
    () => {
      const warnings = new Set<string>([...Object.values(VIDEO_URL_WARNINGS), ...Object.values(MAP_URL_WARNINGS)]);
      fc.assert(
        fc.property(fc.constantFrom(...EMBED_PROVIDERS), videoAddress, videoAddress, (provider, src, href) => {
          const plan = planEmbed({ provider, src, load: 'click', title: '', width: 560, height: 315 }, href, BASE);
          if ('problem' in plan) return void expect(warnings.has(plan.problem)).toBe(true);
          if (plan.kind === 'script') {
            expect(['https://platform.twitter.com/widgets.js', 'https://www.instagram.com/embed.js']).toContain(plan.script);
            return;
          }
          expect(allowedFrame(plan.src)).toBe(true);
          if (plan.video) expect(['www.youtube-nocookie.com', 'player.vimeo.com']).toContain(new URL(plan.src).hostname);
        }),
        fuzzParameters(RUNS * 2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'media-embed mounted on random markup: never throws, one warning at most, a click loads at most one iframe, unmount restores',
    () => {
      fc.assert(
        fc.property(videoAddress, attributeValue, attributeValue, fc.constantFrom(...EMBED_PROVIDERS), (href, width, load, provider) => {
          warnSpy.mockClear();
          const embed = element(
            'figure',
            { 'data-island': 'media-embed', 'data-width': width, 'data-load': load, 'data-provider': provider },
            '<a>Title</a>',
          );
          embed.querySelector('a')!.setAttribute('href', href);
          const before = embed.outerHTML;
          const cleanup = setupMediaEmbed(embed, { options: parseMediaEmbedOptions(embed), store: storeFor() });
          expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(2); // one for the options, one for the address
          embed.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          reportVisible(embed, true);
          expect(embed.querySelectorAll('iframe').length).toBeLessThanOrEqual(1);
          const frame = embed.querySelector('iframe');
          if (frame) expect(allowedFrame(frame.src, location.origin)).toBe(true);
          cleanup();
          expect(embed.outerHTML).toBe(before);
        }),
        fuzzParameters(RUNS),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'video-background on random addresses: never throws, one warning at most, unmount restores the row',
    () => {
      vi.useFakeTimers();
      fc.assert(
        fc.property(videoAddress, fc.boolean(), (url, visible) => {
          warnSpy.mockClear();
          const row = element('section', { 'data-island': 'video-background', 'data-video-url': url }, '<h2>Row</h2>');
          const before = row.outerHTML;
          const cleanup = setupVideoBackground(row, { options: parseVideoBackgroundOptions(row), store: storeFor() });
          reportVisible(row, visible);
          vi.advanceTimersByTime(100 * 100 + 100);
          expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(1);
          const warned = String(warnSpy.mock.calls[0]?.[0] ?? '');
          if (warned)
            expect(warned).toMatch(
              /^\[cms-islands\] (Missing video URL|Video URL not supported|Too many attempts to load (YouTube|Vimeo) api)/,
            );
          cleanup();
          expect(row.outerHTML).toBe(before);
        }),
        fuzzParameters(RUNS),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
