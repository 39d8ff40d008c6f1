import { afterAll, describe, expect, it } from 'vitest';
import { newPage, waitForIslands } from '../browser/harness';
import { phpJson, site, switchTheme, themes, wpUrl } from './site';

/**
 * Comment replies (widgets/comment-reply/README.md) in both kinds of theme: the form moves under the
 * chosen comment, and WordPress's own wp-comments-post.php saves the reply under its parent.
 */
const THEMES = [
  {
    theme: themes().block,
    kind: 'block theme',
    author: 'Ada',
    // data-belowelement="comment-N" names the <li>: the form goes at its end.
    isUnder: (id: string) => `document.getElementById('respond').parentElement === document.getElementById('comment-${id}')`,
  },
  {
    theme: themes().classic,
    kind: 'classic theme',
    author: 'Linus',
    // data-belowelement="div-comment-N" names the comment's <article>: the form follows it.
    isUnder: (id: string) => `document.getElementById('respond').previousElementSibling === document.getElementById('div-comment-${id}')`,
  },
];

interface SavedComment {
  comment_ID: string;
  comment_parent: string;
  comment_approved: string;
  comment_post_ID: string;
}

describe.each(THEMES)('comment reply on a real WordPress, $kind ($theme)', ({ theme, kind, author, isUnder }) => {
  afterAll(() => switchTheme(themes().block));

  it(`a reply to ${author} is saved under ${author}'s comment by wp-comments-post.php`, async () => {
    switchTheme(theme);
    const post = site().seed.commentsPost;
    const opened = await newPage();
    const { page } = opened;
    await page.goto(wpUrl(`?p=${post}`));
    await waitForIslands(page);

    const link = page.locator(`a.comment-reply-link[data-replyto="Reply to ${author}"]`);
    const parentId = (await link.getAttribute('data-commentid')) ?? '';
    expect(parentId).toMatch(/^\d+$/);
    // A click before the family's file has come is held and done once it has (README, "Mount
    // strategies": interaction): the form moves a moment later.
    await link.click();
    await expect.poll(() => page.evaluate(isUnder(parentId))).toBe(true);
    expect(await page.inputValue('#comment_parent')).toBe(parentId);
    expect(await page.inputValue('#comment_post_ID')).toBe(String(post));
    // The first visible field has focus (README): the comment text.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment');

    const text = `A reply from the ${kind} test, ${Date.now()}`;
    await page.fill('#comment', text);
    await page.fill('#author', 'Tester');
    await page.fill('#email', 'tester@example.com');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#commentform [type="submit"]').click()]);

    const saved = phpJson<SavedComment[]>(
      `echo wp_json_encode(get_comments(array('post_id' => ${post}, 'search' => ${JSON.stringify(text)}, 'status' => 'all')));`,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ comment_parent: parentId, comment_approved: '1', comment_post_ID: String(post) });

    // The rendered thread shows it inside its parent's <li>.
    const newId = saved[0]!.comment_ID;
    expect(await page.locator(`#comment-${parentId} #comment-${newId}`).count()).toBe(1);
    expect(await page.locator(`#comment-${newId}`).textContent()).toContain(text);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
