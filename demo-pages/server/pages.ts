import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// From this file's path, not `new URL('…', import.meta.url)`: Vite rewrites that form into a site path
// when a test imports the server under jsdom (the pages were then not found), and `.pathname` keeps
// a space as %20.
const SERVER_DIR = dirname(fileURLToPath(import.meta.url));

/** Pages that show several families together (the shop header, the runtime, tabs with accordions). */
export const PAGES_DIR = join(SERVER_DIR, '../pages');
/** The widget families' folders: a page that shows one family is its `<slug>.demo.html` (README, "Adding a widget family"). */
export const WIDGETS_DIR = join(SERVER_DIR, '../../widgets');
const FAMILY_PAGE_SUFFIX = '.demo.html';
const LAYOUT_FILE = join(SERVER_DIR, '../layout.html');

export interface DemoPage {
  /** File name without .html; the page is served at `/<slug>.html`. */
  slug: string;
  title: string;
  description: string;
  /** Settings printed into the page's settings global, over the demo defaults. */
  settings: Record<string, unknown>;
  body: string;
}

/** Settings every demo page prints (as a WordPress theme would: strings). */
const DEMO_SETTINGS: Record<string, unknown> = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  ajax_action_prefix: 'cms_islands',
  rest_url: '/wp-json/',
  lazy_loading_offset: '300',
};

const TITLE_COMMENT = /<!--\s*title:\s*([^|\n]*?)\s*(?:\|\s*([^\n]*?))?\s*-->/;
const SETTINGS_COMMENT = /<!--\s*settings:\s*(\{[\s\S]*?\})\s*-->/;

/** Every demo page's file by slug: demo-pages/pages/<slug>.html and widgets/<family>/<slug>.demo.html. */
function pageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (slug: string, file: string) => {
    const other = files.get(slug);
    if (other) throw new Error(`two demo pages are served at /${slug}.html: ${other} and ${file}`);
    files.set(slug, file);
  };
  for (const file of readdirSync(PAGES_DIR)) if (file.endsWith('.html')) add(file.slice(0, -'.html'.length), join(PAGES_DIR, file));
  for (const family of readdirSync(WIDGETS_DIR, { withFileTypes: true })) {
    if (!family.isDirectory()) continue;
    const folder = join(WIDGETS_DIR, family.name);
    for (const file of readdirSync(folder))
      if (file.endsWith(FAMILY_PAGE_SUFFIX)) add(file.slice(0, -FAMILY_PAGE_SUFFIX.length), join(folder, file));
  }
  return files;
}

export function readPage(slug: string): DemoPage | undefined {
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined;
  const file = pageFiles().get(slug);
  if (!file) return undefined;
  const source = readFileSync(file, 'utf8');
  const title = TITLE_COMMENT.exec(source);
  const settings = SETTINGS_COMMENT.exec(source);
  return {
    slug,
    title: title?.[1] ?? slug,
    description: title?.[2] ?? '',
    settings: settings?.[1] ? (JSON.parse(settings[1]) as Record<string, unknown>) : {},
    body: source,
  };
}

export function listPages(): DemoPage[] {
  return [...pageFiles().keys()]
    .map((slug) => readPage(slug))
    .filter((page): page is DemoPage => page !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const EXAMPLE_REGION = /<!--\s*example\s*-->([\s\S]*?)<!--\s*\/example\s*-->/g;

/**
 * A code sample's `<pre>` opening tag. Samples scroll (demo.css caps their height), and a scrolling
 * box is a keyboard stop (Chromium makes it one by itself; tabindex makes it one everywhere): a stop
 * needs a name. A group, not a region: a page has many samples, and landmarks need names of their own.
 */
const CODE_SAMPLE_PRE = '<pre tabindex="0" role="group" aria-label="Markup the theme prints">';

/** After each `<!-- example -->…<!-- /example -->` region, shows the exact markup the theme prints. */
function showExampleMarkup(body: string): string {
  return body.replace(EXAMPLE_REGION, (_all, markup: string) => {
    const code = escapeHtml(markup.replace(/^\n+|\s+$/g, ''));
    return `${markup}<details class="demo-markup"><summary>Markup the theme prints</summary>${CODE_SAMPLE_PRE}<code>${code}</code></pre></details>`;
  });
}

/** The settings global as the layout prints it, the way wp_localize_script prints it: "<" is escaped so no value can close the script. */
const settingsJson = (settings: Record<string, unknown>) => JSON.stringify(settings).replace(/</g, '\\u003c');

/** The layout's settings line (demo-pages/layout.html), on one line: its JSON holds no raw newline and no "<". */
const SETTINGS_LINE = /(var cmsIslandsSettings = )(.*)(;<\/script>)/;

/**
 * A demo page's HTML with some settings changed or added, as a theme's PHP would print them: the one
 * way a browser test gives a page other settings (tests/browser/harness.ts, `settings`).
 */
export function withSettings(html: string, overrides: Record<string, unknown>): string {
  const line = SETTINGS_LINE.exec(html);
  if (!line) throw new Error('the page prints no settings global (demo-pages/layout.html)');
  const settings = { ...(JSON.parse(line[2]!) as Record<string, unknown>), ...overrides };
  return html.replace(SETTINGS_LINE, (_all, start: string, _json, end: string) => `${start}${settingsJson(settings)}${end}`);
}

/** Written where an inline script WordPress prints (wp_localize_script) carries the response's nonce. */
const NONCE_ATTRIBUTE_PLACEHOLDER = ' nonce="{{nonce}}"';

/**
 * The page in the demo layout. `nonce` is the response's CSP nonce (demo-pages/server/csp.ts): the
 * inline settings global gets it, as WordPress 6.x prints it; without one the attribute is left out.
 */
export function renderLayout(page: Pick<DemoPage, 'title' | 'settings' | 'body'>, extraHead = '', nonce?: string): string {
  const settings = { ...DEMO_SETTINGS, ...page.settings };
  // Functions as replacements: a "$" in a page is text, not a replacement pattern.
  return readFileSync(LAYOUT_FILE, 'utf8')
    .replace('{{title}}', () => escapeHtml(page.title))
    .replace('{{extraHead}}', () => extraHead)
    .replace('{{settings}}', () => settingsJson(settings))
    .replace('{{body}}', () => showExampleMarkup(page.body))
    .replaceAll(NONCE_ATTRIBUTE_PLACEHOLDER, nonce ? ` nonce="${nonce}"` : '');
}

/** The index page: every demo page, listed. */
export function indexPage(pages: readonly DemoPage[]): Pick<DemoPage, 'title' | 'settings' | 'body'> {
  const items = pages
    .map(
      (page) =>
        `<li><a href="/${page.slug}.html">${escapeHtml(page.title)}</a>${page.description ? ` <span>${escapeHtml(page.description)}</span>` : ''}</li>`,
    )
    .join('\n');
  return {
    title: 'CMS Islands demo',
    settings: {},
    body: `<h1>CMS Islands demo</h1>
<p>Every widget family on its own page, with the exact markup a theme prints for it. The demo backend answers the ajax and REST calls.</p>
<nav aria-label="Widget demos"><ul class="demo-index">${items}</ul></nav>`,
  };
}
