import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parseVideoUrl } from '../../core/dom/video-url';
import { parseVideoBackgroundOptions } from './options';
import { PLAYER_API_RETRIES, PLAYER_API_RETRY_INTERVAL_MS, waitForPlayerApi, YOUTUBE_API_URL } from './players';
import { setupVideoBackground } from './video-background';
import { VIDEO_BACKGROUND_MARKUP } from './markup';
import { html, installFakeIntersectionObserver, reportVisible, storeFor, stubMediaPlayback } from '../../tests/support/setup-widget';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  installFakeIntersectionObserver();
  stubMediaPlayback();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { YT?: unknown }).YT;
});

function mount(attributes: string) {
  const element = html(`<section data-island="video-background" ${attributes}><h2>Row</h2></section>`);
  const cleanup = setupVideoBackground(element, { options: parseVideoBackgroundOptions(element), store: storeFor() });
  return { element, cleanup };
}

describe('video addresses', () => {
  it('YouTube in its forms, with the start time', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(parseVideoUrl(url)).toEqual({ source: { kind: 'youtube', id: 'aqz-KE-bpKQ', startSeconds: 0 } });
    }
    expect(parseVideoUrl('https://youtu.be/aqz-KE-bpKQ?t=90')).toMatchObject({ source: { startSeconds: 90 } });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1h2m3s')).toMatchObject({ source: { startSeconds: 3723 } });
  });

  it('Vimeo, and files on the site or elsewhere', () => {
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=ff00')).toEqual({
      source: { kind: 'vimeo', id: '76979871', hash: 'ff00' },
    });
    expect(parseVideoUrl('/media/waves.webm', 'https://shop.example/a/')).toEqual({
      source: { kind: 'file', url: 'https://shop.example/media/waves.webm' },
    });
    expect(parseVideoUrl('https://cdn.example/clip.MP4?v=2')).toMatchObject({ source: { kind: 'file' } });
  });

  it('missing and unsupported', () => {
    for (const missing of [undefined, null, '', '   ']) expect(parseVideoUrl(missing)).toEqual({ problem: 'missing' });
    for (const bad of [
      'https://videos.example/1',
      'https://youtu.be/short',
      'https://vimeo.com/channels/x',
      'javascript:alert(1)',
      'http://[',
    ]) {
      expect(parseVideoUrl(bad)).toEqual({ problem: 'unsupported' });
    }
  });
});

describe('waiting for the player API', () => {
  it('README, Waiting for the API: at most 100 retries at 100 ms, then gives up', async () => {
    expect([PLAYER_API_RETRIES, PLAYER_API_RETRY_INTERVAL_MS]).toEqual([100, 100]);
    vi.useFakeTimers();
    const find = vi.fn(() => undefined);
    const { ready } = waitForPlayerApi(YOUTUBE_API_URL, find);
    let result: unknown = 'pending';
    void ready.then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(100 * 100 - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeUndefined();
    expect(find).toHaveBeenCalledTimes(1 + 100);
    expect(document.querySelectorAll(`script[src="${YOUTUBE_API_URL}"]`)).toHaveLength(1);
  });

  it('resolves as soon as the player appears', async () => {
    vi.useFakeTimers();
    const api = { Player: class {} };
    let defined: typeof api | undefined;
    const { ready } = waitForPlayerApi(YOUTUBE_API_URL, () => defined);
    setTimeout(() => (defined = api), 250);
    await vi.advanceTimersByTimeAsync(300);
    await expect(ready).resolves.toBe(api);
  });
});

describe('video background', () => {
  it("'Missing video URL' and 'Video URL not supported': one warning each, the row untouched", () => {
    const missing = mount('');
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('Missing video URL');
    expect(missing.element.querySelector('.cms-islands-video-bg')).toBeNull();
    mount('data-video-url="https://videos.example/1"');
    expect(String(warnSpy.mock.calls[1]?.[0])).toContain('Video URL not supported');
    expect(warnSpy).toHaveBeenCalledTimes(2);
  });

  it('a file: a muted, looped, inline <video> in a hidden, inert layer; plays on screen, pauses off screen; unmount restores', () => {
    const { element, cleanup } = mount('data-video-url="/waves.webm"');
    const video = element.querySelector<HTMLVideoElement>('.cms-islands-video-bg > video')!;
    expect(video.muted && video.loop && video.playsInline).toBe(true);
    expect(video.hasAttribute('muted') && video.hasAttribute('playsinline')).toBe(true);
    const layer = video.parentElement!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.inert).toBe(true);
    expect(element.firstElementChild).toBe(layer);
    reportVisible(element, true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('playing');
    reportVisible(element, false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('paused');
    cleanup();
    expect(element.outerHTML).toBe('<section data-island="video-background" data-video-url="/waves.webm"><h2>Row</h2></section>');
  });

  // Reduced motion: video-background.browser.test.ts (the media query is looked up once per page).
  it('no video under Save-Data: nothing fetched, state "skipped"', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    const scriptsBefore = document.querySelectorAll('script').length;
    const { element } = mount('data-video-url="https://vimeo.com/76979871"');
    expect(element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('skipped');
    expect(element.querySelector('.cms-islands-video-bg')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
  });

  it('inside an HTML answer (data-island-answer): no YouTube or Vimeo player, state "skipped"; a file still plays', () => {
    const scriptsBefore = document.querySelectorAll('script').length;
    for (const url of ['https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/76979871']) {
      const { element, cleanup } = mount(`data-island-answer data-video-url="${url}"`);
      expect(element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('skipped');
      cleanup();
    }
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    const { element, cleanup } = mount('data-island-answer data-video-url="/waves.webm"');
    expect(element.querySelector('video')).not.toBeNull();
    cleanup();
  });

  it("YouTube: the API script once, a muted looped player from youtube-nocookie.com; 'Too many attempts to load YouTube api' when it never comes", async () => {
    vi.useFakeTimers();
    const made: Array<Record<string, unknown>> = [];
    const { element } = mount('data-video-url="https://youtu.be/aqz-KE-bpKQ"');
    expect(document.querySelectorAll(`script[src="${YOUTUBE_API_URL}"]`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    const playVideo = vi.fn();
    (window as { YT?: unknown }).YT = {
      Player: class {
        constructor(_holder: HTMLElement, options: { events: { onReady(): void } } & Record<string, unknown>) {
          made.push(options);
          queueMicrotask(() => options.events.onReady());
        }
        mute() {}
        playVideo = playVideo;
        pauseVideo() {}
        destroy() {}
      },
    };
    reportVisible(element, true);
    await vi.advanceTimersByTimeAsync(100);
    expect(made[0]).toMatchObject({
      videoId: 'aqz-KE-bpKQ',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { mute: 1, loop: 1, playlist: 'aqz-KE-bpKQ', controls: 0 },
    });
    expect(playVideo).toHaveBeenCalled();
    expect(element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('playing');

    delete (window as { YT?: unknown }).YT;
    const second = mount('data-video-url="https://youtu.be/aqz-KE-bpKQ"');
    await vi.advanceTimersByTimeAsync(100 * 100);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('Too many attempts to load YouTube api');
    expect(second.element.getAttribute(VIDEO_BACKGROUND_MARKUP.attributes.state)).toBe('error');
  });
});
