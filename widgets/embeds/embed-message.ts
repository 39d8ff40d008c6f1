import { safeUrl } from '../../core/dom/safe-url';
import { coerceNumber } from '../../core/settings/coerce';

/** README and §9: the embed height is clamped between 200 and 1000. */
export const EMBED_MIN_HEIGHT_PX = 200;
export const EMBED_MAX_HEIGHT_PX = 1000;

/** README: a secret must be alphanumeric (and, here, not empty). */
const ALPHANUMERIC = /^[a-z0-9]+$/i;

/** What a WordPress embedded page posts to its host: `{ message, value, secret }`. */
export interface EmbedMessage {
  readonly message: string;
  readonly value: unknown;
  readonly secret: string;
}

/** The message when it has the shape and an alphanumeric secret; null for anything else. */
export function readEmbedMessage(data: unknown): EmbedMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { message, value, secret } = data as Record<string, unknown>;
  if (typeof message !== 'string' || typeof secret !== 'string' || !ALPHANUMERIC.test(secret)) return null;
  return { message, value, secret };
}

/** A `height` message's value as the iframe's height: clamped to 200..1000; anything not a number is 200. */
export function embedHeightPx(value: unknown): number {
  const height = typeof value === 'number' ? value : (coerceNumber(value) ?? NaN);
  if (Number.isNaN(height)) return EMBED_MIN_HEIGHT_PX;
  return Math.round(Math.min(EMBED_MAX_HEIGHT_PX, Math.max(EMBED_MIN_HEIGHT_PX, height)));
}

/**
 * The address a `link` message may open: http or https, on the host of the iframe's own address.
 * A relative address is read against the iframe's address. Null for anything else (javascript:,
 * data:, another host, not an address at all).
 */
export function allowedLinkTarget(value: unknown, iframeSrc: string): string | null {
  if (typeof value !== 'string') return null;
  const source = safeUrl(iframeSrc, iframeSrc);
  const target = source === null ? null : safeUrl(value, source);
  return target !== null && new URL(target).host === new URL(source!).host ? target : null;
}
