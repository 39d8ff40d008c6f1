/**
 * What an answer's `style` attributes may keep (README, "HTML answers"): what content prints (block
 * spacing, colours, type, sizes, flex and grid, SVG paint), read by the browser's own CSS parser, and
 * nothing that leaves the answer's box or asks another host for anything. Part of the sanitizer's own file.
 */
import { safeUrl } from '../dom/safe-url';

/**
 * Properties content needs, as the browser lists a declaration's longhands (jsdom also lists the
 * shorthands, which these match too). Not kept, among others: `position`, `inset`/`top`/`left`…,
 * `z-index`, `transform`/`translate`/`scale`/`rotate`, `opacity`, `zoom`, `filter`, `clip-path`,
 * `mask`, `outline`, `cursor`, `content`, `animation`, `transition`, `pointer-events`,
 * `border-image`, `list-style-image` and every `-webkit-` property.
 */
const KEPT_PROPERTY = new RegExp(
  `^(?:${[
    '(?:margin|padding)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?',
    'color',
    'background(?:-(?:color|image|position(?:-[xy])?|size|repeat(?:-[xy])?|attachment|origin|clip))?',
    'border(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?(?:-(?:width|style|color))?',
    'border(?:-(?:top|bottom|start|end)-(?:left|right|start|end))?-radius',
    'border-(?:collapse|spacing)',
    'font(?:-(?:size|style|weight|family|stretch|variant(?:-[a-z]+)*))?',
    'line-height',
    '(?:letter|word)-spacing',
    'text-(?:align(?:-last)?|transform|decoration(?:-(?:line|style|color|thickness))?|underline-offset|wrap(?:-(?:mode|style))?)',
    'white-space(?:-collapse)?',
    'writing-mode',
    'text-orientation',
    'vertical-align',
    '(?:min-|max-)?(?:width|height)',
    'aspect-ratio',
    'box-sizing',
    'object-(?:fit|position)',
    'display',
    'float',
    'clear',
    'overflow(?:-[xy])?',
    'list-style-(?:type|position)',
    'flex(?:-(?:basis|grow|shrink|direction|wrap|flow))?',
    'order',
    '(?:row-|column-)?gap',
    '(?:justify|align|place)-(?:content|items|self)',
    'grid-(?:template-(?:columns|rows|areas)|column|row|area|auto-(?:flow|columns|rows))(?:-(?:start|end))?',
    'columns|column-(?:count|width)',
    'table-layout',
    'fill(?:-(?:opacity|rule))?',
    'stroke(?:-(?:width|opacity|linecap|linejoin|dasharray|dashoffset|miterlimit))?',
    'stop-(?:color|opacity)',
  ].join('|')})$`,
);

/** A shadow is kept only as a preset of the page's own theme (WordPress's block "shadow" support). */
const SHADOW_PRESET = /^var\(--wp--preset--shadow--[\w-]+\)$/;

/** CSS functions of values content uses; `url()` is checked on its own. Not `image-set()`, `src()`, `attr()`… */
const KEPT_FUNCTIONS = new Set(
  [
    'var calc min max clamp rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark fit-content minmax repeat',
    'linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeating-conic-gradient',
  ]
    .join(' ')
    .split(' '),
);

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s"']*))\s*\)/gi;
const FUNCTION_NAME = /([a-z-]+)\(/gi;
/** A negative number (`-20px`, `(-1 *`) or a subtraction in `calc()`: what pulls a box over others. */
const NEGATIVE = /(?:^|[\s(,*/])-[\d.]|\s-\s/;

/** Whether `raw` is an address on the page's own site (a `#fragment` is: it is the page itself). */
export function isOwnAddress(raw: string): boolean {
  const address = safeUrl(raw);
  return address !== null && new URL(address).origin === location.origin;
}

/** Whether every `url()` in `value` is on the page's own site. */
export function urlsStayOnSite(value: string): boolean {
  return [...value.matchAll(URL_FUNCTION)].every(([, double, single, bare]) => isOwnAddress(double ?? single ?? bare ?? ''));
}

function keeps(property: string, value: string): boolean {
  // An escape can spell any function (`u\72l(`) once a custom property is substituted.
  if (value.includes('\\') || !urlsStayOnSite(value)) return false;
  const functions = [...value.replace(URL_FUNCTION, '').matchAll(FUNCTION_NAME)].map(([, name = '']) => name.toLowerCase());
  if (!functions.every((name) => KEPT_FUNCTIONS.has(name))) return false;
  const custom = property.startsWith('--');
  if ((custom || property.startsWith('margin')) && NEGATIVE.test(value)) return false;
  if (property === 'box-shadow') return SHADOW_PRESET.test(value.trim());
  return custom || KEPT_PROPERTY.test(property);
}

/** Leaves in `element`'s `style` attribute only the declarations `keeps` allows; drops the attribute when none is left. */
export function keepContentStyle(element: Element & ElementCSSInlineStyle): void {
  const { style } = element;
  const properties = Array.from({ length: style.length }, (_, index) => style.item(index));
  for (const property of properties) if (!keeps(property, style.getPropertyValue(property))) style.removeProperty(property);
  if (style.length === 0) element.removeAttribute('style');
}
