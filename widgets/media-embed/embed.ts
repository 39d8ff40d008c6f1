import type { WidgetSetupContext } from '../../mount/types';
import { applyAttributes } from '../../core/dom/attributes';
import { whenNear } from '../../core/dom/when-near';
import { parseVideoUrl, VIDEO_URL_WARNINGS } from '../../core/dom/video-url';
import { loadThirdPartyScript } from '../../core/files/third-party-script';
import { ownGlobalObject } from '../../core/own-global';
import { reportError, warn } from '../../core/log';
import { parseFamilySettings } from '../../core/settings/family-settings';
import { MARKUP } from '../../core/markup';
import { type MediaEmbedOptions, fillTemplate, MEDIA_EMBED_SETTINGS_SCHEMA, type MediaEmbedSettings } from './options';
import { MEDIA_EMBED_MARKUP } from './markup';

/** What one embed loads once the visitor asks (widgets/media-embed/README.md). */
export type EmbedPlan =
  | {
      readonly kind: 'frame';
      /** The iframe's address without autoplay; `frameSrc` adds it for a click. */
      readonly src: string;
      readonly host: string;
      readonly label: keyof MediaEmbedSettings;
      readonly video: boolean;
    }
  | { readonly kind: 'script'; readonly script: string; readonly className: string; readonly host: string };

/** Social providers: the script each needs and the class its blockquote gets once the visitor asks. */
const SOCIAL = {
  twitter: {
    script: 'https://platform.twitter.com/widgets.js',
    className: MEDIA_EMBED_MARKUP.classes.twitter,
    host: 'platform.twitter.com',
  },
  instagram: { script: 'https://www.instagram.com/embed.js', className: MEDIA_EMBED_MARKUP.classes.instagram, host: 'www.instagram.com' },
} as const;
const SOCIAL_HOSTS: Record<string, keyof typeof SOCIAL> = {
  'twitter.com': 'twitter',
  'www.twitter.com': 'twitter',
  'x.com': 'twitter',
  'instagram.com': 'instagram',
  'www.instagram.com': 'instagram',
};

/** The console warnings of a map without a usable address (ours; README, "Failures"). */
export const MAP_URL_WARNINGS = { missing: 'Missing map URL', unsupported: 'Map URL not supported' } as const;

function hostOf(raw: string, base: string): string | undefined {
  try {
    return new URL(raw, base).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Decides what an embed loads from its options and its facade link's address, or why it cannot:
 * the problem is the console warning (README, "Failures": video addresses warn as video backgrounds do).
 */
export function planEmbed(
  options: MediaEmbedOptions,
  facadeHref: string | null | undefined,
  base: string,
): EmbedPlan | { problem: string } {
  const address = (options.src || facadeHref || '').trim();
  let provider = options.provider;
  if (provider === 'auto') {
    const social = SOCIAL_HOSTS[hostOf(address, base) ?? ''];
    if (social) provider = social;
  }
  if (provider === 'twitter' || provider === 'instagram') return { kind: 'script', ...SOCIAL[provider] };
  if (provider === 'map') {
    if (!address) return { problem: MAP_URL_WARNINGS.missing };
    const url = URL.canParse(address, base) ? new URL(address, base) : null;
    // https, or the site's own address (a map page the theme serves itself).
    if (!url || (url.protocol !== 'https:' && url.origin !== new URL(base).origin)) return { problem: MAP_URL_WARNINGS.unsupported };
    return { kind: 'frame', src: url.href, host: url.hostname, label: 'media_embed_map', video: false };
  }
  const parsed = parseVideoUrl(address, base);
  if ('problem' in parsed) return { problem: VIDEO_URL_WARNINGS[parsed.problem] };
  const { source } = parsed;
  // An explicit provider must match the address: data-provider="vimeo" on a YouTube link is a mistake.
  if (source.kind === 'file' || (provider !== 'auto' && provider !== source.kind)) return { problem: VIDEO_URL_WARNINGS.unsupported };
  if (source.kind === 'youtube') {
    // youtube-nocookie.com: YouTube's privacy-enhanced mode (no cookies until the visitor plays).
    const start = source.startSeconds > 0 ? `&start=${source.startSeconds}` : '';
    return {
      kind: 'frame',
      src: `https://www.youtube-nocookie.com/embed/${source.id}?playsinline=1&rel=0${start}`,
      host: 'www.youtube-nocookie.com',
      label: 'media_embed_play',
      video: true,
    };
  }
  const hash = source.hash ? `&h=${source.hash}` : '';
  return {
    kind: 'frame',
    src: `https://player.vimeo.com/video/${source.id}?dnt=1${hash}`,
    host: 'player.vimeo.com',
    label: 'media_embed_play',
    video: true,
  };
}

/** The iframe's address: a video started by the visitor's click plays at once (`autoplay=1`). */
export function frameSrc(plan: Extract<EmbedPlan, { kind: 'frame' }>, autoplay: boolean): string {
  return plan.video && autoplay ? `${plan.src}&autoplay=1` : plan.src;
}

/** The loaded iframe covers the facade's box exactly (the facade keeps the size): nothing shifts. */
export const EMBED_CSS = [
  `[${MARKUP.widget}="media-embed"]{position:relative}`,
  `.${MEDIA_EMBED_MARKUP.classes.frame}{position:absolute;inset:0;width:100%;height:100%;border:0}`,
  `[${MEDIA_EMBED_MARKUP.attributes.state}] > [${MEDIA_EMBED_MARKUP.attributes.covered}]{visibility:hidden}`,
].join('');

/** Social scripts already on the page are asked to render a blockquote added after they ran. */
function renderSocial(className: string, element: HTMLElement): void {
  // Their scripts' own globals only (core/own-global.ts): a frame or element of that name in the
  // page's content is not one, and another site's frame would throw on the read.
  const twttr = ownGlobalObject('twttr') as { widgets?: { load?(root: Element): void } } | undefined;
  const instgrm = ownGlobalObject('instgrm') as { Embeds?: { process?(): void } } | undefined;
  if (className === SOCIAL.twitter.className) twttr?.widgets?.load?.(element);
  else instgrm?.Embeds?.process?.();
}

const facadeTitle = (facade: HTMLElement | null) => (facade?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Media embed (widgets/media-embed/README.md): the server prints a facade (a link to the video, map or
 * post, with its poster and title); the third party is contacted only when the visitor clicks it, or,
 * with `data-load="near"`, when it comes near the viewport.
 */
export function setupMediaEmbed(element: HTMLElement, { options, store }: WidgetSetupContext<MediaEmbedOptions>): () => void {
  const facade = element.querySelector<HTMLElement>(`:scope > a[href], :scope > [${MEDIA_EMBED_MARKUP.attributes.facade}]`);
  const plan = planEmbed(options, facade?.getAttribute('href'), document.baseURI);
  if ('problem' in plan) {
    warn(`${plan.problem}: widget "media-embed" stays a link`, element);
    return () => {};
  }
  const { settings: shared, rawSettings } = store.getState();
  const settings = parseFamilySettings(rawSettings, MEDIA_EMBED_SETTINGS_SCHEMA, 'media-embed');
  const title = options.title || facadeTitle(facade);
  const cleanups: Array<() => void> = [];
  let loaded = false;

  const load = (byClick: boolean) => {
    if (loaded) return;
    loaded = true;
    element.setAttribute(MEDIA_EMBED_MARKUP.attributes.state, 'loading');
    cleanups.push(() => element.removeAttribute(MEDIA_EMBED_MARKUP.attributes.state));
    if (plan.kind === 'frame') {
      const frame = document.createElement('iframe');
      frame.className = MEDIA_EMBED_MARKUP.classes.frame;
      frame.title = title;
      frame.width = String(options.width);
      frame.height = String(options.height);
      frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.addEventListener('load', () => element.setAttribute(MEDIA_EMBED_MARKUP.attributes.state, 'loaded'), { once: true });
      frame.src = frameSrc(plan, byClick);
      if (facade) cleanups.push(applyAttributes(facade, { inert: '', [MEDIA_EMBED_MARKUP.attributes.covered]: '' }));
      element.append(frame);
      cleanups.push(() => frame.remove());
      if (byClick) frame.focus();
      return;
    }
    const content = element.querySelector<HTMLElement>(`[${MEDIA_EMBED_MARKUP.attributes.social}]`);
    if (facade) cleanups.push(applyAttributes(facade, { hidden: '' }));
    if (content) {
      const { className } = plan;
      content.classList.add(className);
      cleanups.push(() => content.classList.remove(className));
    }
    loadThirdPartyScript(plan.script).then(
      () => {
        if (!element.isConnected || !loaded) return;
        renderSocial(plan.className, element);
        element.setAttribute(MEDIA_EMBED_MARKUP.attributes.state, 'loaded');
      },
      (error: unknown) => {
        reportError(`widget "media-embed" could not load ${plan.script}`, element, error);
        if (loaded) element.setAttribute(MEDIA_EMBED_MARKUP.attributes.state, 'error');
      },
    );
  };

  if (facade) {
    // A facade with text is named by it (its visible text must be in its name); one with only an
    // image is named from the settings text and the title.
    const label = facadeTitle(facade)
      ? null
      : fillTemplate(settings[plan.kind === 'frame' ? plan.label : 'media_embed_social'], { title, host: plan.host });
    cleanups.push(applyAttributes(facade, { role: 'button', ...(label ? { 'aria-label': label } : {}) }));
    const onClick = (event: MouseEvent) => {
      // A modified click (new tab, download) is the browser's: the link still leads to the video or map.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      load(true);
    };
    // role="button": Space activates it too (Enter already clicks a link).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      load(true);
    };
    facade.addEventListener('click', onClick);
    facade.addEventListener('keydown', onKey);
    cleanups.push(() => {
      facade.removeEventListener('click', onClick);
      facade.removeEventListener('keydown', onKey);
    });
  }
  // An embed inside an HTML answer waits for the click whatever it asks (README, "Markup contract").
  if (options.load === 'near' && !element.hasAttribute(MARKUP.answer))
    // The page's observer for that margin (core/dom/when-near.ts), shared with lazy media and the runtime.
    cleanups.push(whenNear(element, () => load(false), { rootMargin: `${shared.lazy_loading_offset}px 0px` }));

  return () => {
    loaded = false;
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}
