/**
 * The one URL check for every address the bundle takes from markup or from an answer and puts into
 * `src`, `href` or a fetch (README, "HTML answers": one URL check). The value is parsed by
 * the browser's own URL parser against the page's base, exactly as the attribute would be, so
 * character references, tabs, newlines and control characters hidden inside a scheme
 * (`java&#9;script:`) are seen through: what is checked is what would be followed.
 */

/** Schemes a widget may load or navigate to: the web's own. Relative addresses resolve to one of them. */
export const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];
/** Links in server content may also start a mail or a call; nothing else (no `javascript:`, no `data:`). */
export const LINK_SCHEMES: readonly string[] = [...WEB_SCHEMES, 'mailto:', 'tel:'];

/**
 * The absolute address `raw` stands for when its scheme is one of `schemes` (http or https by
 * default), else null: empty, unparsable, `javascript:`, `data:`, `vbscript:`, `blob:`…
 */
export function safeUrl(
  raw: string | null | undefined,
  base: string = document.baseURI,
  schemes: readonly string[] = WEB_SCHEMES,
): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return schemes.includes(url.protocol) ? url.href : null;
}
