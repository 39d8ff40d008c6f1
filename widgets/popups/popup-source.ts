import { safeUrl } from '../../core/dom/safe-url';
import type { PopupKind, PopupOptions } from './options';

type ResolvedKind = Exclude<PopupKind, 'auto'>;

export interface PopupSource {
  readonly kind: ResolvedKind;
  /** inline: the target's id; otherwise an absolute URL, or '' when the address cannot be used. */
  readonly target: string;
}

const IMAGE_FILE = /\.(?:avif|bmp|gif|jpe?g|png|svg|webp)(?:[?#]|$)/i;

/** The opener's source address: `data-popup-src`, else its `href`. */
export function openerSource(element: HTMLElement, options: PopupOptions): string {
  return (options.popupSrc || element.getAttribute('href') || '').trim();
}

/** What the popup shows and from where (README, "Content and lightbox popups"). */
export function resolvePopupSource(source: string, requested: PopupKind, base = document.baseURI): PopupSource {
  const kind: ResolvedKind =
    requested !== 'auto' ? requested : source.startsWith('#') ? 'inline' : IMAGE_FILE.test(source) ? 'image' : 'iframe';
  if (kind === 'inline') {
    const id = source.startsWith('#') ? source.slice(1) : source;
    return { kind, target: safeDecode(id) };
  }
  return { kind, target: usableUrl(source, base, kind) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An http(s) address (anything else, `javascript:` above all, is refused: ''), with video pages
 * turned into their players' embed addresses. HTML fetched with `ajax` is inserted into the page, so
 * only our own site's answers are accepted there.
 */
function usableUrl(source: string, base: string, kind: ResolvedKind): string {
  const address = safeUrl(source, base);
  if (address === null) return '';
  const url = new URL(address);
  if (kind === 'ajax' && url.origin !== new URL(base).origin) return '';
  return kind === 'iframe' ? embedAddress(url) : url.href;
}

/** YouTube and Vimeo page addresses → their embeddable players (the page itself refuses to be framed). */
export function embedAddress(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  if ((host === 'youtube.com' || host === 'm.youtube.com') && url.pathname === '/watch' && url.searchParams.get('v')) {
    return `https://www.youtube.com/embed/${encodeURIComponent(url.searchParams.get('v')!)}`;
  }
  if (host === 'youtu.be' && url.pathname.length > 1) return `https://www.youtube.com/embed/${encodeURIComponent(url.pathname.slice(1))}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname) : null;
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return url.href;
}

/** The dialog's name: `data-popup-label`, else the opener's aria-label, text, or image alt. */
export function popupLabel(element: HTMLElement, options: PopupOptions): string {
  const text =
    options.popupLabel ||
    element.getAttribute('aria-label') ||
    element.textContent?.replace(/\s+/g, ' ').trim() ||
    element.querySelector('img')?.getAttribute('alt') ||
    element.getAttribute('title') ||
    '';
  return text.trim();
}
