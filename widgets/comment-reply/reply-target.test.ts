import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { commentReplyWidget } from '.';
import blockThemeMarkup from '../../tests/fixtures/wordpress/comments-block-theme.html?raw';
import { mountMarkup, type Islands } from '../../tests/support/islands';

/**
 * A reply link's data attributes come from the page, not from us: the form moves only under an
 * element that can hold it, and only with numeric ids (widgets/comment-reply/README.md).
 */

let islands: Islands;
let errorSpy: MockInstance;
const uncaught: unknown[] = [];
const recordUncaught = (event: ErrorEvent) => {
  uncaught.push(event.error);
  event.preventDefault();
};

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  uncaught.length = 0;
  window.addEventListener('error', recordUncaught);
  islands = mountMarkup(blockThemeMarkup, { 'comment-reply': commentReplyWidget });
});
afterEach(() => {
  islands.stop();
  window.removeEventListener('error', recordUncaught);
  document.documentElement.removeAttribute('id');
  document.head.querySelector('#meta-target')?.remove();
  vi.restoreAllMocks();
});

const respond = () => document.getElementById('respond')!;
const commentParent = () => (document.getElementById('comment_parent') as HTMLInputElement).value;

/** A reply link like WordPress's for comment 2, with some attributes changed. */
function replyLink(attributes: Record<string, string>): HTMLAnchorElement {
  const link = document.querySelector<HTMLAnchorElement>('a.comment-reply-link[data-commentid="2"]')!.cloneNode(true) as HTMLAnchorElement;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.getElementById('comment-2')!.append(link);
  return link;
}

/** Clicks like a visitor; true when the page handled it (the link was not followed). */
function click(target: HTMLElement): boolean {
  let handled = false;
  const record = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot navigate
  };
  window.addEventListener('click', record);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', record);
  return handled;
}

function expectLinkFollowedAndFormInPlace(link: HTMLElement): void {
  const before = { parent: respond().parentNode, next: respond().nextSibling };
  expect(click(link)).toBe(false);
  expect(uncaught).toEqual([]);
  expect(errorSpy).not.toHaveBeenCalled();
  expect({ parent: respond().parentNode, next: respond().nextSibling }).toEqual(before);
  expect(commentParent()).toBe('0');
}

/**
 * A reply link for comment 2 put inside `target`, which gets the id it names (`{add_below}-2`, as
 * WordPress prints it): the rules below are about the comment the link belongs to.
 */
function replyLinkIn(target: Element, id = 'target-2'): HTMLAnchorElement {
  target.id = id;
  const link = replyLink({ 'data-belowelement': id });
  target.append(link);
  return link;
}

describe('the form goes under the comment the link belongs to', () => {
  it('an element with that id the link is not inside (printed earlier on the page, or anywhere) is not it', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="comment-3">Not the comment</div>');
    const link = replyLink({ 'data-commentid': '3', 'data-belowelement': 'comment-3' });
    expectLinkFollowedAndFormInPlace(link);
  });

  it('the genuine comment wins over an earlier element with the same id', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="comment-2">Not the comment</div>');
    const link = document.querySelector<HTMLAnchorElement>('a.comment-reply-link[data-commentid="2"]')!;
    expect(click(link)).toBe(true);
    expect(respond().parentElement).toBe(link.closest('li'));
    expect(document.body.firstElementChild!.contains(respond())).toBe(false);
  });

  it('an id that does not end with the link’s own comment id names another comment', () => {
    const holder = document.createElement('div');
    document.getElementById('comment-2')!.append(holder);
    expectLinkFollowedAndFormInPlace(replyLinkIn(holder, 'comment-3'));
  });
});

describe('the element named by data-belowelement must be able to hold the form', () => {
  it('<html> (the form cannot go after the root): the link is followed, nothing throws', () => {
    const link = replyLinkIn(document.documentElement);
    expectLinkFollowedAndFormInPlace(link);
    link.remove();
  });

  it('<body>, or a <meta> in <head>', () => {
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.body));
    document.body.removeAttribute('id');
    document.head.insertAdjacentHTML('beforeend', '<meta id="meta-target" name="x" content="y">');
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('meta-target')!));
  });

  it('an <option> of a select', () => {
    document.getElementById('comment-2')!.insertAdjacentHTML('beforeend', '<select><option id="option-target">A</option></select>');
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('option-target')!));
  });

  it('an SVG node', () => {
    document.getElementById('comment-2')!.insertAdjacentHTML('beforeend', '<svg><g id="svg-target"><circle r="2"></circle></g></svg>');
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('svg-target')!));
  });

  it('the content of a closed <details>, its summary included', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<details><summary id="summary-target">More</summary><p id="details-target">Hidden</p></details>');
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('details-target')!, 'details-2'));
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('summary-target')!, 'summary-2'));
  });

  it('a field of another form, or an element inside another form', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="search"><div id="in-other-form"><input id="other-field" name="s"></div></form>',
    );
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('other-field')!, 'field-2'));
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('in-other-form')!, 'in-form-2'));
  });

  it('a void element (an image), and a hidden element', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<img id="img-target" alt=""><div id="hidden-target" hidden></div>');
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('img-target')!, 'img-2'));
    expectLinkFollowedAndFormInPlace(replyLinkIn(document.getElementById('hidden-target')!, 'hidden-2'));
  });

  it('an open <details> is fine: the form goes there', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<details open><summary>More</summary><p id="open-target">Shown</p></details>');
    const target = document.getElementById('open-target')!;
    expect(click(replyLinkIn(target, 'open-2'))).toBe(true);
    expect(respond().previousElementSibling).toBe(target);
    expect(commentParent()).toBe('2');
  });
});

describe('comment and post ids must be positive integers', () => {
  it.each([
    ['data-commentid', '0'],
    ['data-commentid', '-3'],
    ['data-commentid', '2 OR 1=1'],
    ['data-commentid', '2.5'],
    ['data-postid', 'abc'],
    ['data-postid', ' 10'],
    ['data-postid', '1e3'],
  ])('%s="%s": the link is followed and nothing is written into the form', (name, value) => {
    const postId = (document.getElementById('comment_post_ID') as HTMLInputElement).value;
    expectLinkFollowedAndFormInPlace(replyLink({ [name]: value }));
    expect((document.getElementById('comment_post_ID') as HTMLInputElement).value).toBe(postId);
  });
});
