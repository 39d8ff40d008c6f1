import { allowedLinkTarget, embedHeightPx, readEmbedMessage } from './embed-message';
import { EMBEDS_MARKUP } from './markup';

/** Shows an embed that has spoken: the iframe (printed hidden) appears, its blockquote fallback goes. */
function revealEmbed(iframe: HTMLIFrameElement, secret: string): void {
  iframe.style.removeProperty('position');
  iframe.style.removeProperty('visibility');
  // The secret is alphanumeric (checked), so it is safe inside the selector.
  for (const quote of document.querySelectorAll<HTMLElement>(`blockquote[${EMBEDS_MARKUP.attributes.secret}="${secret}"]`))
    quote.style.display = 'none';
}

/**
 * Handles one `message` event for the page's embeds (README). It is accepted only when its secret
 * is alphanumeric AND it comes from the window of an iframe carrying that secret: another frame that
 * learned the secret, or the page itself, changes nothing.
 */
export function handleEmbedMessage(event: MessageEvent, embeds: Iterable<HTMLIFrameElement>, navigate: (url: string) => void): void {
  const message = readEmbedMessage(event.data);
  if (!message || !event.source) return;
  for (const iframe of embeds) {
    if (iframe.getAttribute(EMBEDS_MARKUP.attributes.secret) !== message.secret || iframe.contentWindow !== event.source) continue;
    revealEmbed(iframe, message.secret);
    if (message.message === 'height') {
      iframe.height = String(embedHeightPx(message.value));
    } else if (message.message === 'link') {
      // Only while the visitor is in that embed (they clicked its link), never on the frame's own initiative.
      const url = allowedLinkTarget(message.value, iframe.src);
      if (url && document.activeElement === iframe) navigate(url);
    }
  }
}

/** Opens the address in the whole tab, as a link with target=_top in the embed would. */
function navigateTop(url: string): void {
  (window.top ?? window).location.href = url;
}

// ONE message listener for the page however many embeds it has: added with the first, removed with the last.
const embeds = new Set<HTMLIFrameElement>();
const onMessage = (event: MessageEvent) => handleEmbedMessage(event, embeds, navigateTop);

export function listenToEmbed(iframe: HTMLIFrameElement): () => void {
  if (embeds.size === 0) window.addEventListener('message', onMessage);
  embeds.add(iframe);
  return () => {
    embeds.delete(iframe);
    if (embeds.size === 0) window.removeEventListener('message', onMessage);
  };
}
