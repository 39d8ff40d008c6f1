/**
 * What an HTML answer may keep, by what it is for (README, "HTML answers"). `content`: items, menus,
 * popups, feeds and the sticky header's clone: the HTML and SVG a theme prints (images, links, forms,
 * iframes with a web address, our data attributes so nested widgets still mount). `inline-text`: a
 * price, kept as inline text formatting only.
 */
export type HtmlProfile = 'content' | 'inline-text';

/** The name of the sanitizer's on-demand file: `cms-islands.vendor-sanitizer.js`. */
export const SANITIZER_VENDOR = 'sanitizer';
