import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { frameSrc, MAP_URL_WARNINGS, planEmbed, setupMediaEmbed } from './embed';
import {
  MEDIA_EMBED_OPTIONS_SCHEMA,
  parseMediaEmbedOptions,
  type MediaEmbedOptions,
  fillTemplate,
  MEDIA_EMBED_SETTINGS_SCHEMA,
} from './options';
import { parseWithSchema } from '../../core/settings/schema';
import { html, installFakeIntersectionObserver, observerMargins, reportVisible, storeFor } from '../../tests/support/setup-widget';

const BASE = 'https://shop.example/page/';
const defaults = parseWithSchema(MEDIA_EMBED_OPTIONS_SCHEMA, {}).value;
const options = (values: Partial<MediaEmbedOptions>): MediaEmbedOptions => ({ ...defaults, ...values });

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  installFakeIntersectionObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('media-embed options and settings', () => {
  it('defaults: auto provider, click, 560 × 315', () => {
    expect(parseMediaEmbedOptions(html('<div data-island="media-embed"></div>'))).toEqual({
      provider: 'auto',
      src: '',
      load: 'click',
      title: '',
      width: 560,
      height: 315,
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('bad sizes and unknown words fall back to their defaults with one warning', () => {
    const parsed = parseMediaEmbedOptions(
      html('<div data-island="media-embed" data-width="0" data-height="wide" data-load="hover" data-provider="tiktok"></div>'),
    );
    expect(parsed).toMatchObject({ width: 560, height: 315, load: 'click', provider: 'auto' });
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('English texts with {title} and {host}, each replaceable', () => {
    const texts = parseWithSchema(MEDIA_EMBED_SETTINGS_SCHEMA, { media_embed_map: 'Karte: {title}' }).value;
    expect(fillTemplate(texts.media_embed_play, { title: 'Bowl', host: 'www.youtube-nocookie.com' })).toBe(
      'Play video: Bowl (loads from www.youtube-nocookie.com)',
    );
    expect(fillTemplate(texts.media_embed_map, { title: 'Shop', host: 'x' })).toBe('Karte: Shop');
  });
});

describe('what an embed loads', () => {
  it('YouTube from youtube-nocookie.com, with the start time; autoplay only for a click', () => {
    const plan = planEmbed(defaults, 'https://youtu.be/aqz-KE-bpKQ?t=1m5s', BASE);
    expect(plan).toMatchObject({ kind: 'frame', host: 'www.youtube-nocookie.com', label: 'media_embed_play' });
    if (!('kind' in plan) || plan.kind !== 'frame') throw new Error('not a frame');
    expect(plan.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?playsinline=1&rel=0&start=65');
    expect(new URL(frameSrc(plan, true)).searchParams.get('autoplay')).toBe('1');
    expect(new URL(frameSrc(plan, false)).searchParams.has('autoplay')).toBe(false);
  });

  it('Vimeo with do-not-track and the private hash', () => {
    expect(planEmbed(defaults, 'https://vimeo.com/76979871/abc123', BASE)).toMatchObject({
      kind: 'frame',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123',
    });
  });

  it('data-src wins over the facade link; a map takes https or the site itself', () => {
    expect(
      planEmbed(options({ provider: 'map', src: 'https://maps.example/embed?q=1' }), 'https://maps.example/place', BASE),
    ).toMatchObject({
      kind: 'frame',
      src: 'https://maps.example/embed?q=1',
      label: 'media_embed_map',
      video: false,
    });
    expect(planEmbed(options({ provider: 'map' }), '/map.html', BASE)).toMatchObject({ src: 'https://shop.example/map.html' });
    expect(planEmbed(options({ provider: 'map' }), 'http://maps.example/embed', BASE)).toEqual({ problem: MAP_URL_WARNINGS.unsupported });
    expect(planEmbed(options({ provider: 'map' }), '', BASE)).toEqual({ problem: MAP_URL_WARNINGS.missing });
  });

  it("README's Failures: 'Missing video URL', 'Video URL not supported' (unknown host, a file, a provider that does not match)", () => {
    expect(planEmbed(defaults, undefined, BASE)).toEqual({ problem: 'Missing video URL' });
    expect(planEmbed(defaults, '  ', BASE)).toEqual({ problem: 'Missing video URL' });
    expect(planEmbed(defaults, 'https://videos.example/watch/1', BASE)).toEqual({ problem: 'Video URL not supported' });
    expect(planEmbed(defaults, '/clip.mp4', BASE)).toEqual({ problem: 'Video URL not supported' });
    expect(planEmbed(options({ provider: 'vimeo' }), 'https://youtu.be/aqz-KE-bpKQ', BASE)).toEqual({ problem: 'Video URL not supported' });
  });

  it('social posts by host: X/Twitter and Instagram scripts', () => {
    expect(planEmbed(defaults, 'https://x.com/example/status/20', BASE)).toEqual({
      kind: 'script',
      script: 'https://platform.twitter.com/widgets.js',
      className: 'twitter-tweet',
      host: 'platform.twitter.com',
    });
    expect(planEmbed(options({ provider: 'instagram' }), 'https://instagr.am/p/x', BASE)).toMatchObject({ className: 'instagram-media' });
  });
});

const FACADE =
  '<figure data-island="media-embed" data-title="Bowl"><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"><img alt="" src="p.svg"> Glazing a bowl</a></figure>';

describe('the facade', () => {
  it('becomes a named button; a click adds the titled, sized iframe with autoplay and focuses it; unmount restores', () => {
    const element = html(FACADE);
    const facade = element.querySelector('a')!;
    const cleanup = setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor() });
    expect(facade.getAttribute('role')).toBe('button');
    // Named by its own text (the visible text must be part of the name).
    expect(facade.hasAttribute('aria-label')).toBe(false);
    expect(element.querySelector('iframe')).toBeNull();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    facade.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const frame = element.querySelector('iframe')!;
    expect(frame.title).toBe('Bowl');
    expect([frame.width, frame.height]).toEqual(['560', '315']);
    expect(new URL(frame.src).searchParams.get('autoplay')).toBe('1');
    expect(document.activeElement).toBe(frame);
    expect(facade.hasAttribute('inert')).toBe(true);
    expect(element.getAttribute('data-embed-state')).toBe('loading');

    facade.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(element.querySelectorAll('iframe')).toHaveLength(1);

    cleanup();
    expect(element.outerHTML).toBe(FACADE);
  });

  it('a facade with only an image is named from the settings text and the title', () => {
    const element = html(
      '<div data-island="media-embed" data-title="Shop"><a href="https://vimeo.com/76979871"><img alt="" src="p.svg"></a></div>',
    );
    setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor({ media_embed_play: 'Abspielen: {title}' }) });
    expect(element.querySelector('a')!.getAttribute('aria-label')).toBe('Abspielen: Shop');
  });

  it('Space loads it too; a modified click is left to the browser', () => {
    const element = html(FACADE);
    const facade = element.querySelector('a')!;
    setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor() });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let preventedByWidget: boolean | undefined;
    // Seen after the widget, then stopped here: jsdom cannot open the link's new tab.
    document.addEventListener('click', (event) => ((preventedByWidget = event.defaultPrevented), event.preventDefault()), { once: true });
    facade.dispatchEvent(ctrlClick);
    expect(preventedByWidget).toBe(false);
    expect(element.querySelector('iframe')).toBeNull();
    facade.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(element.querySelector('iframe')).not.toBeNull();
  });

  it('data-load="near": loads when the observer reports it near (lazy_loading_offset), without autoplay', () => {
    const element = html(FACADE.replace('data-title', 'data-load="near" data-title'));
    setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor({ lazy_loading_offset: 500 }) });
    expect(observerMargins()).toContain('500px 0px');
    expect(element.querySelector('iframe')).toBeNull();
    reportVisible(element, true);
    const frame = element.querySelector('iframe')!;
    expect(new URL(frame.src).searchParams.has('autoplay')).toBe(false);
    expect(document.activeElement).not.toBe(frame);
  });

  it('inside an HTML answer (data-island-answer, given by the sanitizer) data-load="near" waits for the click', () => {
    const element = html(FACADE.replace('data-title', 'data-load="near" data-island-answer data-title'));
    // A margin of its own: `near` embeds share one observer per margin, and the test above keeps 500 px's.
    const cleanup = setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor({ lazy_loading_offset: 700 }) });
    reportVisible(element, true);
    expect(element.querySelector('iframe')).toBeNull();
    element.querySelector('a')!.click();
    expect(element.querySelector('iframe')).not.toBeNull();
    cleanup();
  });

  it('a missing or unknown address: one warning, the facade stays a plain link', () => {
    const element = html('<div data-island="media-embed"><a href="https://videos.example/1">Clip</a></div>');
    setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor() });
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('Video URL not supported');
    expect(element.querySelector('a')!.hasAttribute('role')).toBe(false);
  });

  it('a social post: the class and the script only after the click', () => {
    const element = html(
      '<div data-island="media-embed" data-title="Post"><a href="https://x.com/a/status/1">Show the post</a><blockquote data-embed-social>Text</blockquote></div>',
    );
    setupMediaEmbed(element, { options: parseMediaEmbedOptions(element), store: storeFor() });
    expect(document.querySelector('script[src*="twitter"]')).toBeNull();
    expect(element.querySelector('blockquote')!.className).toBe('');
    element.querySelector('a')!.click();
    expect(element.querySelector('blockquote')!.className).toBe('twitter-tweet');
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://platform.twitter.com/widgets.js');
    expect(element.querySelector('a')!.hidden).toBe(true);
  });
});
