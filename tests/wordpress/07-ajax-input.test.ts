import { describe, expect, it } from 'vitest';
import { phpProblems, wpUrl } from './site';

/**
 * Bad input to the plugin's ajax actions: an error answer (or an empty one), never a PHP notice or
 * warning in WordPress's debug log (WP_DEBUG is on).
 */
const AJAX = () => wpUrl('wp-admin/admin-ajax.php');
const HUGE = '99999999999999999999';

async function get(query: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${AJAX()}?${query}`);
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: answer.status, body };
}

async function post(fields: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(AJAX(), { method: 'POST', body: new URLSearchParams(fields) });
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: answer.status, body };
}

const isError = (answer: { status: number; body: unknown }) =>
  answer.status >= 400 && answer.status < 500 && (answer.body as { status?: string }).status === 'error';

describe('bad ajax input on a real WordPress', () => {
  it('search: an unknown post type is an error', async () => {
    expect(isError(await get('action=cms_islands_ajax_search&query=lighthouse&post_type=no_such_type'))).toBe(true);
  });

  it('search: a huge number is an error or at most 20 suggestions', async () => {
    const answer = await get(`action=cms_islands_ajax_search&query=story&post_type=post&number=${HUGE}`);
    if (answer.status === 200) expect((answer.body as unknown[]).length).toBeLessThanOrEqual(20);
    else expect(isError(answer)).toBe(true);
  });

  it('search: no query, no number, no post type: an error or an empty answer', async () => {
    const answer = await get('action=cms_islands_ajax_search');
    if (answer.status === 200) expect(Array.isArray(answer.body)).toBe(true);
    else expect(isError(answer)).toBe(true);
  });

  it.each([
    ['a huge page', { paged: HUGE }],
    ['a negative page', { paged: '-1' }],
    ['no page', {}],
    ['a page that is not a number', { paged: 'two' }],
    ['atts that are not a map', { paged: '2', atts: 'posts_per_page' }],
    ['a huge posts_per_page', { paged: '2', 'atts[posts_per_page]': HUGE }],
  ])('load more: %s is an error or no-more-posts', async (_what, fields) => {
    const answer = await post({ action: 'cms_islands_get_blog_shortcode', ...fields });
    if (answer.status === 200) expect(answer.body).toMatchObject({ status: expect.stringMatching(/^(no-more-posts|have-posts)$/) });
    else expect(isError(answer)).toBe(true);
  });

  it('load more: an unknown source is refused by WordPress', async () => {
    const answer = await post({ action: 'cms_islands_get_blog_no_such_source', paged: '2' });
    expect(answer.status).toBe(400);
  });

  it('none of it left a PHP notice or warning in the debug log', () => {
    expect(phpProblems()).toEqual([]);
  });
});
