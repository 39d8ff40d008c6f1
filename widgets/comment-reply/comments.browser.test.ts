import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, settle, showIntent, type OpenedPage } from '../../tests/browser/harness';

/**
 * Comment replies on WordPress's own markup, in both themes' demo pages (built from the fixtures).
 * `isUnder` tells whether the form sits under a comment, as that theme's data-belowelement says.
 */
const THEMES = [
  {
    page: '/comments.html',
    theme: 'block theme',
    title: 'Leave a Reply',
    list: '.wp-block-comment-template',
    // data-belowelement="comment-N" names the <li>: the form goes at its end (a <div> may not sit in the <ol>).
    isUnder: (id: string) => `document.getElementById('respond').parentElement === document.getElementById('comment-${id}')`,
  },
  {
    page: '/comments-classic.html',
    theme: 'classic theme',
    title: 'Leave a comment',
    list: '.comment-list',
    // data-belowelement="div-comment-N" names the comment's <article>: the form follows it.
    isUnder: (id: string) => `document.getElementById('respond').previousElementSibling === document.getElementById('div-comment-${id}')`,
  },
];

const replyLink = (id: string) => `a.comment-reply-link[data-commentid="${id}"]`;

/**
 * The demo page with the widget mounted: it waits for the visitor (strategy `interaction`; the reply
 * links are its openers), here a pointer over the form. A first click on a reply link before that is
 * held and replayed: tests/browser/interaction-strategy.test.ts.
 */
async function openComments(path: string): Promise<OpenedPage> {
  const opened = await openPage(path);
  await showIntent(opened.page, '#respond');
  return opened;
}

interface FormState {
  parent: string;
  postId: string;
  title: string;
  cancelVisible: boolean;
  focusedId: string;
  focusedCommentLink: string | null;
  respondCount: number;
  inOriginalPlace: boolean;
}

/** Marks where the server printed the form, to check that cancel brings it back to that very place. */
async function markOriginalPlace(page: Page): Promise<void> {
  await page.evaluate(() => {
    const respond = document.getElementById('respond')!;
    (window as unknown as { origin: unknown }).origin = {
      parent: respond.parentNode,
      previous: respond.previousSibling,
      next: respond.nextSibling,
    };
  });
}

function formState(page: Page): Promise<FormState> {
  return page.evaluate(() => {
    const respond = document.getElementById('respond')!;
    const origin = (window as unknown as { origin: { parent: Node; previous: Node; next: Node } }).origin;
    const cancel = document.getElementById('cancel-comment-reply-link')!;
    const focused = document.activeElement as HTMLElement;
    return {
      parent: (document.getElementById('comment_parent') as HTMLInputElement).value,
      postId: (document.getElementById('comment_post_ID') as HTMLInputElement).value,
      title: document.getElementById('reply-title')!.firstChild!.textContent!.trim(),
      cancelVisible: cancel.offsetWidth > 0 && cancel.offsetHeight > 0,
      focusedId: focused.id,
      focusedCommentLink: focused.matches('a.comment-reply-link') ? focused.dataset.commentid! : null,
      respondCount: document.querySelectorAll('#respond').length,
      inOriginalPlace:
        respond.parentNode === origin.parent && respond.previousSibling === origin.previous && respond.nextSibling === origin.next,
    };
  });
}

describe.each(THEMES)('comment replies on the $theme demo page', ({ page: path, title, list, isUnder }) => {
  it('reply moves the form under the comment, sets the fields, titles it, shows cancel and focuses the comment field; axe-clean', async () => {
    const { page, problems, close } = await openComments(path);
    try {
      await markOriginalPlace(page);
      await page.click(replyLink('3'));
      expect(page.url()).not.toContain('replytocom');
      expect(await page.evaluate(isUnder('3'))).toBe(true);
      expect(await formState(page)).toEqual({
        parent: '3',
        postId: '10',
        title: 'Reply to Bob',
        cancelVisible: true,
        focusedId: 'comment',
        focusedCommentLink: null,
        respondCount: 1,
        inOriginalPlace: false,
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('cancel (from the keyboard) puts the form back where it was, comment_parent 0, and returns focus to the reply link; axe-clean', async () => {
    const { page, problems, close } = await openComments(path);
    try {
      await markOriginalPlace(page);
      await page.focus(replyLink('3'));
      await page.keyboard.press('Enter');
      await page.focus('#cancel-comment-reply-link');
      await page.keyboard.press('Enter');
      expect(await formState(page)).toEqual({
        parent: '0',
        postId: '10',
        title,
        cancelVisible: false,
        focusedId: '',
        focusedCommentLink: '3',
        respondCount: 1,
        inOriginalPlace: true,
      });
      expect(page.url()).not.toContain('#respond');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switches straight from one comment to another', async () => {
    const { page, close } = await openComments(path);
    try {
      await markOriginalPlace(page);
      await page.click(replyLink('2'));
      await page.click(replyLink('5'));
      expect(await page.evaluate(isUnder('5'))).toBe(true);
      expect(await formState(page)).toMatchObject({
        parent: '5',
        title: 'Reply to Dave',
        cancelVisible: true,
        focusedId: 'comment',
        respondCount: 1,
      });
      await page.click('#cancel-comment-reply-link');
      expect(await formState(page)).toMatchObject({ parent: '0', title, inOriginalPlace: true, focusedCommentLink: '5' });
    } finally {
      await close();
    }
  });

  it('an element earlier on the page with the comment’s id (post content, an HTML answer) does not get the form: it goes under the comment the link belongs to', async () => {
    const { page, problems, close } = await openComments(path);
    try {
      const belowId = (await page.getAttribute(replyLink('3'), 'data-belowelement'))!;
      await page.evaluate((id) => {
        const impostor = document.createElement('div');
        impostor.id = id;
        impostor.textContent = 'Not a comment';
        document.body.prepend(impostor);
      }, belowId);
      await page.click(replyLink('3'));
      expect(page.url()).not.toContain('replytocom');
      const place = await page.evaluate(
        ({ id, selector }) => {
          const respond = document.getElementById('respond')!;
          const own = document.querySelector(selector)!.closest(`[id="${id}"]`)!;
          return {
            inImpostor:
              document.body.firstElementChild!.contains(respond) || document.body.firstElementChild!.nextElementSibling === respond,
            underOwnComment: respond.parentElement === own || respond.previousElementSibling === own,
          };
        },
        { id: belowId, selector: replyLink('3') },
      );
      expect(place).toEqual({ inImpostor: false, underOwnComment: true });
      expect(await formState(page)).toMatchObject({ parent: '3', title: 'Reply to Bob' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a reply link without its data attributes keeps its normal ?replytocom= link', async () => {
    const { page, close } = await openComments(path);
    try {
      await page.evaluate((selector) => document.querySelector(selector)!.removeAttribute('data-belowelement'), replyLink('2'));
      await Promise.all([page.waitForURL(/\?replytocom=2#respond$/), page.click(replyLink('2'))]);
    } finally {
      await close();
    }
  });

  it('a reply link naming <html>, a closed <details>, an SVG node or a field of another form is followed as a normal link, with no page error', async () => {
    const { page, problems, close } = await openComments(path);
    try {
      await markOriginalPlace(page);
      const outcomes = await page.evaluate((selector) => {
        document.documentElement.id = 'page-root';
        document.body.insertAdjacentHTML(
          'beforeend',
          window.demoTheme.html(
            '<details><summary>More</summary><p id="closed-target">x</p></details><svg><g id="svg-target"></g></svg><form id="other"><input id="other-field" name="q"></form>',
          ),
        );
        const link = document.querySelector<HTMLElement>(selector)!;
        return ['page-root', 'closed-target', 'svg-target', 'other-field'].map((target) => {
          link.dataset.belowelement = target;
          let handled: boolean | null = null;
          // Last in line: records whether the widget took the click, then keeps the page from navigating.
          window.addEventListener('click', (event) => ((handled = event.defaultPrevented), event.preventDefault()), { once: true });
          link.click();
          return [target, handled];
        });
      }, replyLink('2'));
      expect(outcomes).toEqual([
        ['page-root', false],
        ['closed-target', false],
        ['svg-target', false],
        ['other-field', false],
      ]);
      expect((await formState(page)).inOriginalPlace).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('comments added later get working reply links without any call: inserted markup, and the demo’s ajax button', async () => {
    const { page, problems, close } = await openComments(path);
    try {
      // Markup inserted by someone else's script, the way WordPress prints a comment.
      await page.evaluate((listSelector) => {
        const last = document.getElementById('comment-5')!;
        const html = last.outerHTML
          .replaceAll('comment-5', 'comment-9')
          .replace('data-commentid="5"', 'data-commentid="9"')
          .replaceAll('Reply to Dave', 'Reply to Gus');
        document.querySelector(listSelector)!.insertAdjacentHTML('beforeend', window.demoTheme.html(html));
      }, list);
      await page.click(replyLink('9'));
      expect(await page.evaluate(isUnder('9'))).toBe(true);
      expect(await formState(page)).toMatchObject({ parent: '9', title: 'Reply to Gus', focusedId: 'comment' });

      await page.click('#load-late-comment');
      await page.waitForSelector('#late-comment-status:has-text("was added")');
      const late = page.locator(`${list} > li.comment`).last().locator('a.comment-reply-link');
      const lateId = (await late.getAttribute('data-commentid'))!;
      expect(Number(lateId)).toBeGreaterThan(100);
      await late.click();
      expect(await page.evaluate(isUnder(lateId))).toBe(true);
      expect(await formState(page)).toMatchObject({ parent: lateId, title: 'Reply to Frank' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Ctrl + Enter in the comment field submits the form once, with the reply’s comment_parent', async () => {
    const { page, close } = await openComments(path);
    try {
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/wp-comments-post.php')) posts += 1;
      });
      await page.click(replyLink('4'));
      await page.fill('#author', 'Ana');
      await page.fill('#email', 'ana@example.com');
      await page.fill('#comment', 'Thanks, Carol.');
      // The server's answer is held until the second (held-key) press is done, so the page is surely
      // still there for it (it was a 400 ms wait, real time, whatever the machine's speed).
      let releaseAnswer!: () => void;
      const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
      await page.route('**/wp-comments-post.php', async (route) => {
        await answerHeld;
        await route.continue();
      });
      await page.focus('#comment');
      await page.keyboard.down('Control');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Control');
      releaseAnswer();
      await page.waitForURL(/\/wp-comments-post\.php$/);
      await page.waitForLoadState('load');
      await settle(page);
      expect(posts).toBe(1);
      expect(await page.textContent('[data-field="comment_parent"]')).toBe('4');
      expect(await page.textContent('[data-field="comment_post_ID"]')).toBe('10');
    } finally {
      await close();
    }
  });
});
