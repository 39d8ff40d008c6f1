import { hasOwnGlobal } from './own-global';
import { bundleBaseUrl } from './files/script-base';

/**
 * The one place in our code that turns a string into a script URL or into HTML: a Trusted Types
 * policy named `cms-islands` (README, "Content-Security-Policy"). Where the browser has no Trusted
 * Types the strings pass as they are. Only our on-demand files may become script URLs; HTML is only
 * ever the sanitizer's input (README, "HTML answers"), which gives back clean nodes.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'cms-islands';

interface TrustedPolicy {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): TrustedPolicy;
}

/**
 * Third-party scripts a widget may add, these exact addresses only: the video players' APIs and the
 * social embeds' scripts (README, "Content-Security-Policy": a site using them adds their hosts to
 * script-src; widgets/video-background/README.md, widgets/media-embed/README.md).
 */
export const THIRD_PARTY_SCRIPTS: ReadonlySet<string> = new Set([
  'https://www.youtube.com/iframe_api',
  'https://player.vimeo.com/api/player.js',
  'https://platform.twitter.com/widgets.js',
  'https://www.instagram.com/embed.js',
]);

/** Our own files only: `cms-islands.*.js` in the main bundle's folder; or one of THIRD_PARTY_SCRIPTS. */
function checkScriptUrl(url: string): string {
  if (THIRD_PARTY_SCRIPTS.has(url)) return url;
  const base = bundleBaseUrl();
  const resolved = new URL(url, base);
  const fileName = resolved.href.slice(base.length);
  if (!resolved.href.startsWith(base) || !/^cms-islands\.[a-z0-9-]+\.js$/.test(fileName)) {
    throw new TypeError(`${url} is not one of the bundle's own files`);
  }
  return resolved.href;
}

let policy: TrustedPolicy | null | undefined;
/** Set when the page's CSP refuses our policy's name: asked once (each refusal is reported), then this is thrown. */
let refused: Error | undefined;

function trustedPolicy(): TrustedPolicy | null {
  if (refused) throw refused;
  if (policy !== undefined) return policy;
  // The window's own attribute: in a browser without Trusted Types, an element or frame named
  // trustedTypes in the page's content would be found instead (core/own-global.ts).
  const factory = hasOwnGlobal(globalThis, 'trustedTypes')
    ? (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
    : undefined;
  if (!factory) return (policy = null);
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (html) => html, createScriptURL: checkScriptUrl });
  } catch (error) {
    refused = new Error(
      `the page's Content-Security-Policy refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": add it to trusted-types (README, "Content-Security-Policy"). ${String(error)}`,
    );
    throw refused;
  }
  return policy;
}

/** The address of one of our on-demand files, as the browser's `script.src` accepts it under Trusted Types. */
export function trustedScriptUrl(url: string): string {
  return trustedPolicy()?.createScriptURL(url) ?? checkScriptUrl(url);
}

/**
 * The policy's HTML side, for the sanitizer only (core/html/html-answer.ts): it hands the raw
 * answer to DOMParser as TrustedHTML and returns clean nodes; nothing else in the bundle turns a
 * string into HTML. Null where the browser has no Trusted Types.
 */
export function trustedHtmlPolicy(): TrustedPolicy | null {
  return trustedPolicy();
}
