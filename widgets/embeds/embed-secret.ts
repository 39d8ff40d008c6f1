import { EMBEDS_MARKUP } from './markup';

/**
 * WordPress's embedded page reads exactly 10 letters or digits from its `#?secret=` address
 * (wp-embed-template.js); a secret we give must have that length to be found.
 */
const EMBED_SECRET_LENGTH = 10;
const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(EMBED_SECRET_LENGTH));
  return Array.from(bytes, (byte) => SECRET_ALPHABET[byte % SECRET_ALPHABET.length]).join('');
}

/**
 * The iframe's secret. One printed without a secret (older cached oEmbed markup) gets a random one,
 * in `data-secret` and appended to its address as `#?secret=`, where the embedded page reads it (a
 * change of the hash only, so the embedded page does not reload).
 */
export function ensureEmbedSecret(iframe: HTMLIFrameElement): { secret: string; given: boolean } {
  const printed = iframe.getAttribute(EMBEDS_MARKUP.attributes.secret);
  if (printed) return { secret: printed, given: false };
  const secret = randomSecret();
  iframe.setAttribute(EMBEDS_MARKUP.attributes.secret, secret);
  iframe.src += `#?secret=${secret}`;
  return { secret, given: true };
}

/**
 * Sets a given secret's address again (README), at the iframe's first load: Chromium let a page that
 * was still on its way when the secret was appended arrive at the printed address, without it, and
 * that page never talks. Where the page has the secret this is a move to the same hash, with no
 * reload; Chromium 143 still fires `load` for it, so it is done once, never at each load.
 */
export function reassertEmbedAddress(iframe: HTMLIFrameElement): void {
  // An iframe with no address has nothing to carry the secret (and '' would navigate it to a blank page).
  const address = iframe.getAttribute('src');
  if (address) iframe.setAttribute('src', address);
}
