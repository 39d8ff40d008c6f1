import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentReplyWidget } from '.';
import blockThemeMarkup from '../../tests/fixtures/wordpress/comments-block-theme.html?raw';
import classicThemeMarkup from '../../tests/fixtures/wordpress/comments-classic-theme.html?raw';
import { mountMarkup, type Islands } from '../../tests/support/islands';

/** WordPress's own markup (tests/fixtures/wordpress, see its README). The two themes print the same form but a different `data-belowelement` and comment structure. */
const THEMES = [
  {
    theme: 'block (Twenty Twenty-Five)',
    markup: blockThemeMarkup,
    originalTitle: 'Leave a Reply Cancel reply',
    // data-belowelement="comment-N" is the <li>: the form goes at the end of that list item.
    isUnderComment: (respond: HTMLElement, id: string) =>
      respond.parentElement === document.getElementById(`comment-${id}`) && respond.nextElementSibling === null,
  },
  {
    theme: 'classic (Twenty Twenty-One)',
    markup: classicThemeMarkup,
    originalTitle: 'Leave a comment Cancel reply',
    // data-belowelement="div-comment-N" is the comment's <article>: the form goes right after it.
    isUnderComment: (respond: HTMLElement, id: string) => respond.previousElementSibling === document.getElementById(`div-comment-${id}`),
  },
];

const byId = <E extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as E;
const respond = () => byId('respond');
const commentParent = () => byId<HTMLInputElement>('comment_parent').value;
const postId = () => byId<HTMLInputElement>('comment_post_ID').value;
const title = () => byId('reply-title').textContent;
const cancelLink = () => byId('cancel-comment-reply-link');
const replyLink = (commentId: string) => document.querySelector<HTMLElement>(`a.comment-reply-link[data-commentid="${commentId}"]`)!;

/** Clicks like a visitor; returns true when the page handled it (the link was not followed). */
function click(target: HTMLElement, init: MouseEventInit = {}): boolean {
  let handled = false;
  // Last in line: records the outcome and stops jsdom from trying to navigate.
  const record = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', record);
  return handled;
}

function press(target: HTMLElement, init: KeyboardEventInit): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
}

describe.each(THEMES)('comment reply on the $theme theme', ({ markup, originalTitle, isUnderComment }) => {
  let islands: Islands;
  let origin: { parent: ParentNode; siblings: ChildNode[] };

  beforeEach(() => {
    islands = mountMarkup(markup, { 'comment-reply': commentReplyWidget });
    origin = { parent: respond().parentNode!, siblings: [...respond().parentNode!.childNodes] };
  });
  afterEach(() => islands.stop());

  const isInOriginalPlace = () =>
    respond().parentNode === origin.parent &&
    origin.siblings.length === origin.parent.childNodes.length &&
    origin.siblings.every((node, index) => origin.parent.childNodes[index] === node);

  it('mounts on the #respond block WordPress prints', () => {
    expect(respond().getAttribute('data-island-mounted')).toBe('comment-reply');
    expect(title()).toBe(originalTitle);
  });

  it('names the unnamed form by its reply title, and gives the markup back on unmount', () => {
    const form = document.getElementById('commentform')!;
    expect(form.getAttribute('aria-labelledby')).toBe('reply-title');
    islands.runtime.unmount(respond());
    expect(form.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('reply moves the form under the comment, sets comment_parent and comment_post_ID, titles it, shows cancel and focuses the comment field', () => {
    byId<HTMLInputElement>('comment_post_ID').value = '99'; // proves the link's post id is written
    expect(click(replyLink('3'))).toBe(true);
    expect(isUnderComment(respond(), '3')).toBe(true);
    expect(commentParent()).toBe('3');
    expect(postId()).toBe('10');
    expect(title()).toBe('Reply to Bob Cancel reply');
    expect(cancelLink().style.display).toBe('');
    expect(document.activeElement).toBe(byId('comment'));
  });

  it('cancel puts the form back exactly where it was, comment_parent 0, title restored, cancel hidden, focus on the reply link', () => {
    click(replyLink('3'));
    expect(click(cancelLink())).toBe(true);
    expect(isInOriginalPlace()).toBe(true);
    expect(commentParent()).toBe('0');
    expect(postId()).toBe('10');
    expect(title()).toBe(originalTitle);
    expect(cancelLink().style.display).toBe('none');
    expect(document.activeElement).toBe(replyLink('3'));
  });

  it('switches straight from one comment to another, and cancel still goes back to the original place', () => {
    click(replyLink('2'));
    expect(click(replyLink('5'))).toBe(true);
    expect(isUnderComment(respond(), '5')).toBe(true);
    expect(commentParent()).toBe('5');
    expect(title()).toBe('Reply to Dave Cancel reply');
    click(replyLink('4'));
    expect(isUnderComment(respond(), '4')).toBe(true);
    click(cancelLink());
    expect(isInOriginalPlace()).toBe(true);
    expect(commentParent()).toBe('0');
    expect(document.activeElement).toBe(replyLink('4'));
  });

  it.each(['commentid', 'postid', 'belowelement', 'respondelement', 'replyto'])(
    'a reply link without data-%s keeps its normal ?replytocom= link',
    (attribute) => {
      const link = replyLink('2');
      link.removeAttribute(`data-${attribute}`);
      expect(link.getAttribute('href')).toContain('?replytocom=2#respond');
      expect(click(link)).toBe(false);
      expect(isInOriginalPlace()).toBe(true);
      expect(commentParent()).toBe('0');
    },
  );

  it('a reply link whose comment is not on the page, or that names another form, is followed', () => {
    replyLink('2').dataset.belowelement = 'comment-404';
    replyLink('5').dataset.respondelement = 'respond-elsewhere';
    expect(click(replyLink('2'))).toBe(false);
    expect(click(replyLink('5'))).toBe(false);
    expect(isInOriginalPlace()).toBe(true);
  });

  it('a Ctrl-click or Cmd-click (open in a new tab) is left to the browser', () => {
    expect(click(replyLink('2'), { ctrlKey: true })).toBe(false);
    expect(click(replyLink('2'), { metaKey: true })).toBe(false);
    expect(isInOriginalPlace()).toBe(true);
  });

  it('comments added to the page later get working reply links without any call', () => {
    const last = byId('comment-5');
    const html = last.outerHTML
      .replaceAll('comment-5', 'comment-7')
      .replaceAll('replytocom=5', 'replytocom=7')
      .replace('data-commentid="5"', 'data-commentid="7"')
      .replaceAll('Reply to Dave', 'Reply to Frank');
    last.insertAdjacentHTML('afterend', html); // as an ajax "load more comments" would
    expect(click(replyLink('7'))).toBe(true);
    expect(isUnderComment(respond(), '7')).toBe(true);
    expect(commentParent()).toBe('7');
    expect(title()).toBe('Reply to Frank Cancel reply');
  });

  it('a cancel link the server showed (page loaded with ?replytocom=) is followed, as the form was not moved here', () => {
    cancelLink().style.display = '';
    expect(click(cancelLink())).toBe(false);
  });

  it('unmounting while replying puts the form back', () => {
    click(replyLink('2'));
    islands.stop();
    expect(isInOriginalPlace()).toBe(true);
    expect(commentParent()).toBe('0');
    expect(title()).toBe(originalTitle);
  });

  describe('focus goes to the first visible field', () => {
    it('skips hidden inputs and fields a theme hides (a honeypot) before the comment field', () => {
      byId('commentform').insertAdjacentHTML(
        'afterbegin',
        '<input type="hidden" name="nonce" value="1"><p style="display:none"><label>Leave empty <input id="honeypot" name="hp"></label></p><p><input id="disabled-field" disabled></p>',
      );
      click(replyLink('2'));
      expect(document.activeElement).toBe(byId('comment'));
    });

    it('logged in (no name or email fields): the comment textarea', () => {
      for (const name of ['author', 'email', 'url', 'wp-comment-cookies-consent']) byId(name).closest('p')!.remove();
      click(replyLink('2'));
      expect(document.activeElement).toBe(byId('comment'));
    });

    it('when the comment field is hidden (an editor replaces it): the first visible input, the name', () => {
      byId('comment').closest('p')!.hidden = true;
      click(replyLink('2'));
      expect(document.activeElement).toBe(byId('author'));
    });
  });

  describe('Ctrl or Cmd + Enter in the comment field', () => {
    let submits: number;
    beforeEach(() => {
      submits = 0;
      byId('commentform').addEventListener('submit', (event) => {
        submits += 1;
        event.preventDefault(); // jsdom cannot navigate; the count is what matters
      });
      byId<HTMLInputElement>('author').value = 'Ana';
      byId<HTMLInputElement>('email').value = 'ana@example.com';
    });

    it('submits the form once, however often the keys repeat', () => {
      byId<HTMLTextAreaElement>('comment').value = 'Nice post';
      press(byId('comment'), { key: 'Enter', ctrlKey: true });
      press(byId('comment'), { key: 'Enter', ctrlKey: true, repeat: true });
      press(byId('comment'), { key: 'Enter', metaKey: true });
      expect(submits).toBe(1);
    });

    it('Cmd + Enter submits too', () => {
      byId<HTMLTextAreaElement>('comment').value = 'Nice post';
      press(byId('comment'), { key: 'Enter', metaKey: true });
      expect(submits).toBe(1);
    });

    it('Enter alone, or Ctrl + Enter outside the comment field, does not submit', () => {
      byId<HTMLTextAreaElement>('comment').value = 'Nice post';
      press(byId('comment'), { key: 'Enter' });
      press(byId('author'), { key: 'Enter', ctrlKey: true });
      expect(submits).toBe(0);
    });

    it('goes through the form validation: an empty comment is not sent, and once written it is', () => {
      press(byId('comment'), { key: 'Enter', ctrlKey: true });
      expect(submits).toBe(0);
      byId<HTMLTextAreaElement>('comment').value = 'Now written';
      press(byId('comment'), { key: 'Enter', ctrlKey: true });
      expect(submits).toBe(1);
    });
  });
});
