import { demoSwitch } from './demo-switch';
import type { DemoAjaxAction, DemoRequest, DemoResponse, DemoRoute } from './types';
import { demoPageResponse } from '../server/page-response';

/**
 * The post-list calls (widgets/post-list/README.md): a small travel-and-craft blog of 30 posts in 5
 * categories, 6 a page. The ajax action `{prefix}_get_blog_shortcode` takes `paged` and
 * `atts[posts_per_page]`; the main_loop GET is `/blog/page/<n>/`. Both answer
 * `{items, nextPage, status}`; the last page adds `status: "no-more-posts"`.
 *
 * Switches (for the demo and the tests), from the page's own address (`blog.html?backend=…`, read
 * from the Referer) or a `demo_posts` cookie: `fail` (HTTP 500), `malformed` (an HTML page with
 * status 200), `slow` (1500 ms) or `slow-<ms>`. Answers otherwise take 300 ms, so the spinner shows.
 */

const DEMO_POSTS_PER_PAGE = 6;

const CATEGORIES = ['travel', 'food', 'design', 'culture', 'craft'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_NAMES: Record<Category, string> = { travel: 'Travel', food: 'Food', design: 'Design', culture: 'Culture', craft: 'Craft' };

const TITLES = [
  'A slow train through the Alps',
  'Sourdough at altitude',
  'Why every kitchen needs a stoneware bowl',
  'The night market in Taipei',
  'Throwing a teapot: a beginner’s diary',
  'Three days in Lisbon on foot',
  'Fermenting hot sauce at home',
  'Designing a reading corner',
  'Museums that open late',
  'Glazes, explained',
  'Island hopping without a car',
  'The perfect omelette, slowly',
  'Small flats, big tables',
  'A year of film photography',
  'Kintsugi and the art of repair',
  'Walking the Camino in autumn',
  'Dumplings for a crowd',
  'Colour on a budget',
  'Jazz clubs of the old town',
  'Wood-firing a kiln',
  'Ferries of the north',
  'Citrus all winter',
  'Light, shade and linen',
  'Reading the city through its bridges',
  'Speckled clay and why we love it',
  'Desert roads at dawn',
  'One pot, five dinners',
  'A studio in a garage',
  'Festival season, quietly',
  'Handles that fit the hand',
];

interface DemoPost {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly category: Category;
  readonly date: string;
}

const DEMO_POSTS: readonly DemoPost[] = TITLES.map((title, index) => ({
  id: 101 + index,
  title,
  slug: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  category: CATEGORIES[index % CATEGORIES.length]!,
  date: new Date(Date.UTC(2026, 9, 30 - index)).toISOString().slice(0, 10),
}));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One post as the theme prints it (the demo page's first page is this same markup). */
function demoPostHtml(post: DemoPost, idPrefix = 'post-'): string {
  const title = escapeHtml(post.title);
  const id = `${idPrefix}${post.id}`;
  return [
    `<article class="demo-post" id="${id}" data-categories="${post.category}" aria-labelledby="${id}-title">`,
    `<img class="demo-post-image" src="/assets/posts/${post.category}.svg" width="480" height="300" alt="" loading="lazy">`,
    `<p class="demo-post-meta"><span>${CATEGORY_NAMES[post.category]}</span> · <time datetime="${post.date}">${post.date}</time></p>`,
    `<h3 id="${id}-title"><a href="#${post.slug}">${title}</a></h3>`,
    `<p>Notes from the journal: ${title.toLowerCase()}, with photographs and a short reading list.</p>`,
    `</article>`,
  ].join('');
}

/** The answer for page `paged` (1-based) with `perPage` posts; `link` builds the next page's address. */
function demoPostsAnswer(paged: number, perPage: number, link?: (page: number) => string, idPrefix?: string) {
  const start = (paged - 1) * perPage;
  const posts = DEMO_POSTS.slice(start, start + perPage);
  const last = start + perPage >= DEMO_POSTS.length;
  return {
    items: posts.map((post) => demoPostHtml(post, idPrefix)).join('\n'),
    nextPage: last ? null : link ? link(paged + 1) : paged + 1,
    status: last ? 'no-more-posts' : 'have-posts',
  };
}

function answer(request: DemoRequest, json: unknown): DemoResponse {
  const mode = demoSwitch(request, 'backend', 'demo_posts');
  const slow = /^slow(?:-(\d+))?$/.exec(mode);
  const delayMs = slow ? Number(slow[1] ?? 1500) : 300;
  if (mode === 'fail') return { status: 500, json: { message: 'Demo failure' }, delayMs };
  if (mode === 'malformed')
    return { status: 200, headers: { 'content-type': 'text/html' }, text: '<!doctype html><p>Not JSON</p>', delayMs };
  return { json, delayMs };
}

const pageNumber = (raw: unknown, fallback: number) => {
  const number = Number(raw);
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
};

/**
 * `POST admin-ajax.php action={prefix}_get_blog_shortcode paged=… atts[posts_per_page]=…`. The element's
 * posts get ids of their own (`element-post-<id>`): the demo page shows both lists.
 */
export const blogShortcodeAction: DemoAjaxAction = {
  action: 'get_blog_shortcode',
  handle: (fields, request) =>
    answer(
      request,
      demoPostsAnswer(
        pageNumber(fields.get('paged'), 1),
        Math.min(pageNumber(fields.get('atts[posts_per_page]'), DEMO_POSTS_PER_PAGE), 30),
        undefined,
        'element-post-',
      ),
    ),
};

/** Where page `paged` of the blog archive lives: the first is the blog demo itself. */
const blogPageLink = (paged: number) => (paged <= 1 ? '/blog.html' : `/blog/page/${paged}/`);

/**
 * Page `paged` of the blog archive as a visitor without scripts lands on it, following the load-more
 * link: a full page (the demo layout), with the same list and its own link to the page after.
 */
function blogArchivePage(paged: number): DemoResponse {
  const answer = demoPostsAnswer(paged, DEMO_POSTS_PER_PAGE, blogPageLink);
  if (!answer.items) {
    return demoPageResponse(
      {
        title: 'Page not found',
        settings: {},
        body: `<h1>Page not found</h1><p>The blog has no page ${paged}. <a href="/blog.html">Back to the blog</a></p>`,
      },
      { status: 404 },
    );
  }
  const first = (paged - 1) * DEMO_POSTS_PER_PAGE + 1;
  const more = answer.nextPage
    ? `<p class="demo-post-more"><a class="demo-button" href="${answer.nextPage}" data-post-list-more>Load more posts</a></p>`
    : '';
  return demoPageResponse({
    title: `Blog archive, page ${paged}`,
    settings: {},
    body: `<link rel="stylesheet" href="/assets/post-list.css">
<h1>Blog archive, page ${paged}</h1>
<p><a href="${blogPageLink(paged - 1)}">Newer posts</a></p>
<section class="demo-section" aria-labelledby="h-archive">
<h2 id="h-archive">Posts ${first} to ${first + answer.items.split('\n').length - 1}</h2>
<div class="demo-post-list" data-island="post-list" data-source="main_loop">
<div class="demo-post-grid" data-post-list-items>
${answer.items}
</div>
${more}
</div>
</section>`,
  });
}

/**
 * The main_loop GET: `/blog/page/<n>/`. The widget asks with `Accept: application/json` and gets
 * `{items, nextPage, status}` (the plugin answers it the same way: README, "WordPress"); anything
 * else is a visitor following the link, who gets the page itself.
 */
export const blogMainLoopRoute: DemoRoute = {
  method: 'GET',
  path: /^\/blog\/page\/(\d+)\/?$/,
  handle: (request, match) => {
    const paged = pageNumber(match[1], 1);
    if (!(request.headers.get('accept') ?? '').includes('application/json')) return blogArchivePage(paged);
    return answer(request, demoPostsAnswer(paged, DEMO_POSTS_PER_PAGE, blogPageLink));
  },
};
