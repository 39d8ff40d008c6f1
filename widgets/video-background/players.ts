import { loadThirdPartyScript } from '../../core/files/third-party-script';
import { ownGlobalObject } from '../../core/own-global';

/**
 * The three kinds of background player behind one small interface (widgets/video-background/README.md):
 * a muted, looped YouTube or Vimeo player through its API script, or a self-hosted <video>.
 */
export interface BackgroundPlayer {
  play(): void;
  pause(): void;
  destroy(): void;
}

/** Looked for at once, then every 100 ms, at most 100 more times (README, "Behaviour": Waiting for the API). */
export const PLAYER_API_RETRIES = 100;
export const PLAYER_API_RETRY_INTERVAL_MS = 100;

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
export const VIMEO_API_URL = 'https://player.vimeo.com/api/player.js';
/** The console warnings when the API never came (README, "Failures"); Vimeo's is ours, worded as YouTube's. */
export const PLAYER_API_WARNINGS = {
  youtube: 'Too many attempts to load YouTube api',
  vimeo: 'Too many attempts to load Vimeo api',
} as const;

/**
 * Adds the API script (once per page) and looks for the player it defines: at once, then every
 * PLAYER_API_RETRY_INTERVAL_MS, at most PLAYER_API_RETRIES times. Resolves with it, or with
 * undefined when it never came. `cancel` stops the looking.
 */
export function waitForPlayerApi<Api>(scriptUrl: string, find: () => Api | undefined): { ready: Promise<Api | undefined>; cancel(): void } {
  let timer: number | undefined;
  const ready = new Promise<Api | undefined>((resolve) => {
    // A refused or failed script shows as the player never coming: the retries run out and say so.
    loadThirdPartyScript(scriptUrl).catch(() => {});
    let retries = 0;
    const look = () => {
      const api = find();
      if (api !== undefined) return resolve(api);
      if (retries >= PLAYER_API_RETRIES) return resolve(undefined);
      retries += 1;
      timer = window.setTimeout(look, PLAYER_API_RETRY_INTERVAL_MS);
    };
    look();
  });
  return { ready, cancel: () => window.clearTimeout(timer) };
}

// The players' APIs, the few members we use.
interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  destroy(): void;
  getIframe?(): HTMLIFrameElement;
}
export interface YouTubeApi {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
}
interface VimeoPlayer {
  play(): Promise<void>;
  pause(): Promise<void>;
  destroy(): Promise<void>;
}
export interface VimeoApi {
  Player: new (element: HTMLIFrameElement) => VimeoPlayer;
}

// The players' own globals only (core/own-global.ts): a frame or element named YT or Vimeo in the
// page's content is not one, and another site's frame would throw on the read.
export const findYouTube = () => {
  const api = ownGlobalObject('YT') as Partial<YouTubeApi> | undefined;
  return typeof api?.Player === 'function' ? (api as YouTubeApi) : undefined;
};
export const findVimeo = () => {
  const api = ownGlobalObject('Vimeo') as Partial<VimeoApi> | undefined;
  return typeof api?.Player === 'function' ? (api as VimeoApi) : undefined;
};

const ignore = () => {};

/** A YouTube player: muted, looped (a playlist of itself), no controls, privacy-enhanced host. */
export function youTubePlayer(
  api: YouTubeApi,
  holder: HTMLElement,
  id: string,
  startSeconds: number,
  title: string,
  onReady: () => void,
): BackgroundPlayer {
  let ready = false;
  const player = new api.Player(holder, {
    videoId: id,
    host: 'https://www.youtube-nocookie.com',
    playerVars: {
      autoplay: 0,
      mute: 1,
      controls: 0,
      loop: 1,
      playlist: id,
      playsinline: 1,
      rel: 0,
      disablekb: 1,
      iv_load_policy: 3,
      start: startSeconds,
    },
    events: {
      onReady: () => {
        ready = true;
        player.mute();
        const frame = player.getIframe?.();
        frame?.setAttribute('title', title);
        frame?.setAttribute('tabindex', '-1');
        onReady();
      },
    },
  });
  return {
    play: () => ready && player.playVideo(),
    pause: () => ready && player.pauseVideo(),
    destroy: () => player.destroy(),
  };
}

/** A Vimeo player in background mode (muted, looped, no controls), "do not track". */
export function vimeoPlayer(api: VimeoApi, frame: HTMLIFrameElement, id: string, hash: string): BackgroundPlayer {
  frame.src = `https://player.vimeo.com/video/${id}?background=1&autoplay=0&muted=1&loop=1&dnt=1${hash ? `&h=${hash}` : ''}`;
  const player = new api.Player(frame);
  return {
    play: () => void player.play().catch(ignore),
    pause: () => void player.pause().catch(ignore),
    destroy: () => void player.destroy().catch(ignore),
  };
}

/** A self-hosted video: muted, looped, inline, covering the row (object-fit: cover). */
export function filePlayer(video: HTMLVideoElement, url: string): BackgroundPlayer {
  video.muted = true;
  video.defaultMuted = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.setAttribute('muted', '');
  video.setAttribute('playsinline', '');
  video.src = url;
  return {
    play: () => void video.play().catch(ignore),
    pause: () => video.pause(),
    destroy: () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    },
  };
}
