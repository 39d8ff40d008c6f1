import { readFileSync } from 'node:fs';
import { escapeHtml } from '../server/pages';
import { demoPageResponse } from '../server/page-response';
import type { DemoResponse, DemoRoute } from './types';

/**
 * The server side of the comment-reply demo pages: comments that arrive after the page loaded (as an
 * ajax "load more comments" plugin fetches them) and the comment form's target, wp-comments-post.php.
 */
const FIXTURE_POST_URL = 'http://127.0.0.1:8787/threaded-comments/';
const FIXTURE_HOST = 'http://127.0.0.1:8787';
/** A grey square (the theme's CSS rounds it) in place of the Gravatar images, so nothing is fetched from outside. */
const LOCAL_AVATAR =
  'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%201%201%22%3E%3Crect%20width=%221%22%20height=%221%22%20fill=%22%239aa5b1%22/%3E%3C/svg%3E';

const THEMES = {
  block: { fixture: 'comments-block-theme.html', page: '/comments.html' },
  classic: { fixture: 'comments-classic-theme.html', page: '/comments-classic.html' },
} as const;

const html = (text: string): DemoResponse => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, text });

/** The fixture's comment markup made local: the post's addresses point at the demo page, avatars are inline. */
function localComments(markup: string, pagePath: string): string {
  return markup
    .replaceAll(FIXTURE_POST_URL, pagePath)
    .replaceAll(FIXTURE_HOST, '')
    .replace(/ src='https:\/\/secure\.gravatar\.com[^']*'/g, ` src='${LOCAL_AVATAR}'`)
    .replace(/ srcset='[^']*'/g, '');
}

let lateComments = 0;

/**
 * GET /demo/comments/late?theme=block|classic: one new top-level comment as the theme prints it (the
 * fixture's last comment, renumbered), for the demo's "load a newer comment" button.
 */
const lateCommentRoute: DemoRoute = {
  method: 'GET',
  path: /^\/demo\/comments\/late$/,
  handle(request) {
    const theme = THEMES[request.url.searchParams.get('theme') === 'classic' ? 'classic' : 'block'];
    const fixture = readFileSync(new URL(`../../tests/fixtures/wordpress/${theme.fixture}`, import.meta.url), 'utf8');
    // The last comment (id 5) has no replies, so its <li> ends at the first </li> after it.
    const comment = /<li id="comment-5"[\s\S]*?<\/li>/.exec(fixture)![0];
    lateComments += 1;
    const id = String(100 + lateComments);
    const renumbered = comment
      .replaceAll('comment-5', `comment-${id}`)
      .replaceAll('replytocom=5', `replytocom=${id}`)
      .replace('data-commentid="5"', `data-commentid="${id}"`)
      .replaceAll('Dave', 'Frank')
      .replace('Second top-level comment.', `A newer comment (number ${lateComments}), loaded after the page.`);
    return { ...html(localComments(renumbered, theme.page)), delayMs: 200 };
  },
};

/**
 * POST /wp-comments-post.php: stands in for WordPress, which would save the comment and redirect to
 * it. Shows what the form sent, so the demo can show comment_parent and comment_post_ID.
 */
const commentPostRoute: DemoRoute = {
  method: 'POST',
  path: /^\/wp-comments-post\.php$/,
  async handle(request) {
    const fields = await request.formData();
    const rows = ['comment_post_ID', 'comment_parent', 'author', 'email', 'comment']
      .map((name) => `<dt>${name}</dt><dd data-field="${name}">${escapeHtml(String(fields.get(name) ?? ''))}</dd>`)
      .join('');
    // A full page of the demo site: without scripts the form lands here (with them as well).
    return demoPageResponse({
      title: 'Comment received',
      settings: {},
      body: `<h1>Comment received</h1>
<p>WordPress would now save the comment and send you back to it. The form sent:</p>
<dl>${rows}</dl>
<p><a href="/comments.html">Back to the block theme demo</a> · <a href="/comments-classic.html">Back to the classic theme demo</a></p>`,
    });
  },
};

export const commentReplyRoutes: readonly DemoRoute[] = [lateCommentRoute, commentPostRoute];
