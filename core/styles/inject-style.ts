/** The CSS texts already on the page. */
const added = new Set<string>();

/**
 * Adds the bundle's CSS to the page once per text (the widgets of one family share theirs), as a
 * constructable stylesheet: a strict Content-Security-Policy (`style-src 'self'`, no
 * 'unsafe-inline') refuses `<style>` elements a script adds, but not stylesheets adopted by the
 * document (README, "Content-Security-Policy"). A browser without constructable stylesheets gets a
 * `<style>` element instead.
 */
export function injectStyle(css: string): void {
  if (added.has(css)) return;
  added.add(css);
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
