import type { WidgetSetupContext } from '../../mount/types';
import { parseVideoUrl, VIDEO_URL_WARNINGS } from '../../core/dom/video-url';
import { watchNear } from '../../core/dom/when-near';
import { prefersReducedMotion } from '../../core/hooks/useReducedMotion';
import { warn } from '../../core/log';
import { parseFamilySettings } from '../../core/settings/family-settings';
import { MARKUP } from '../../core/markup';
import { type VideoBackgroundOptions, VIDEO_BACKGROUND_SETTINGS_SCHEMA } from './options';
import { VIDEO_BACKGROUND_MARKUP } from './markup';
import {
  filePlayer,
  findVimeo,
  findYouTube,
  PLAYER_API_WARNINGS,
  VIMEO_API_URL,
  vimeoPlayer,
  waitForPlayerApi,
  YOUTUBE_API_URL,
  youTubePlayer,
  type BackgroundPlayer,
} from './players';

/** The row's state attribute (README, "States"). */
type VideoBackgroundState = 'skipped' | 'loading' | 'playing' | 'paused' | 'error';
const STATE = VIDEO_BACKGROUND_MARKUP.attributes.state;
const LAYER = `.${VIDEO_BACKGROUND_MARKUP.classes.layer}`;

/**
 * The layer sits behind the row's content and over its own background (the poster), hidden until the
 * video plays. Players cover it at 16:9 with CSS alone: a file by object-fit, an iframe sized from the
 * layer's container units (the wider of the row's width and its height × 16/9), centred.
 */
export const VIDEO_BACKGROUND_CSS = [
  `[${MARKUP.widget}="video-background"]{position:relative;isolation:isolate}`,
  `${LAYER}{position:absolute;inset:0;z-index:-1;overflow:hidden;pointer-events:none;container-type:size;opacity:0;transition:opacity .4s}`,
  `[${STATE}="playing"]>${LAYER},[${STATE}="paused"]>${LAYER}{opacity:1}`,
  `${LAYER}>video{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}`,
  `${LAYER}>iframe,${LAYER}>div{position:absolute;top:50%;left:50%;width:max(100cqw,177.7778cqh);height:auto;aspect-ratio:16/9;translate:-50% -50%;border:0}`,
].join('');

/** The visitor asked for less motion or less data: the row keeps its poster (README, "Behaviour": no video). */
function videoUnwanted(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return prefersReducedMotion() || connection?.saveData === true;
}

/**
 * Video background (widgets/video-background/README.md): a muted, looped YouTube, Vimeo or
 * self-hosted video behind a row, playing only while the row is on screen.
 */
export function setupVideoBackground(element: HTMLElement, { options, store }: WidgetSetupContext<VideoBackgroundOptions>): () => void {
  const parsed = parseVideoUrl(options.videoUrl, document.baseURI);
  if ('problem' in parsed) {
    warn(`${VIDEO_URL_WARNINGS[parsed.problem]}: widget "video-background" keeps its background`, element);
    return () => {};
  }
  const setState = (state: VideoBackgroundState) => element.setAttribute(STATE, state);
  // A row inside an HTML answer asks no third party for its player (README, "No video").
  const thirdPartyFromAnswer = parsed.source.kind !== 'file' && element.hasAttribute(MARKUP.answer);
  if (videoUnwanted() || thirdPartyFromAnswer) {
    setState('skipped');
    return () => element.removeAttribute(STATE);
  }
  const { source } = parsed;
  const settings = parseFamilySettings(store.getState().rawSettings, VIDEO_BACKGROUND_SETTINGS_SCHEMA, 'video-background');

  const layer = document.createElement('div');
  layer.className = VIDEO_BACKGROUND_MARKUP.classes.layer;
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  element.prepend(layer);
  setState('loading');

  let player: BackgroundPlayer | null = null;
  /** Unknown until the observer's first report. */
  let visible: boolean | null = null;
  let released = false;
  const sync = () => {
    if (!player || visible === null) return;
    if (visible) player.play();
    else player.pause();
    setState(visible ? 'playing' : 'paused');
  };
  // The page's one observer of what shows in the viewport (core/dom/when-near.ts): every row, and
  // every other widget that asks the same.
  const stopWatching = watchNear(element, (isVisible) => {
    visible = isVisible;
    sync();
  });

  /** Every player made, ready or not, for the cleanup; `player` is set once it obeys play/pause. */
  let created: BackgroundPlayer | null = null;
  let cancelWait = () => {};
  const giveUp = (kind: keyof typeof PLAYER_API_WARNINGS) => {
    warn(`${PLAYER_API_WARNINGS[kind]}: widget "video-background" keeps its background`, element);
    setState('error');
  };
  if (source.kind === 'file') {
    const video = document.createElement('video');
    layer.append(video);
    created = player = filePlayer(video, source.url);
    sync();
  } else if (source.kind === 'youtube') {
    const wait = waitForPlayerApi(YOUTUBE_API_URL, findYouTube);
    cancelWait = wait.cancel;
    void wait.ready.then((api) => {
      if (released) return;
      if (!api) return giveUp('youtube');
      const holder = document.createElement('div');
      layer.append(holder);
      const made = youTubePlayer(api, holder, source.id, source.startSeconds, settings.video_background_label, () => {
        if (released) return;
        player = made;
        sync();
      });
      created = made;
    });
  } else {
    const wait = waitForPlayerApi(VIMEO_API_URL, findVimeo);
    cancelWait = wait.cancel;
    void wait.ready.then((api) => {
      if (released) return;
      if (!api) return giveUp('vimeo');
      const frame = document.createElement('iframe');
      frame.title = settings.video_background_label;
      frame.tabIndex = -1;
      frame.allow = 'autoplay; fullscreen; picture-in-picture';
      layer.append(frame);
      created = player = vimeoPlayer(api, frame, source.id, source.hash);
      sync();
    });
  }

  return () => {
    released = true;
    cancelWait();
    stopWatching();
    created?.destroy();
    layer.remove();
    element.removeAttribute(STATE);
  };
}
