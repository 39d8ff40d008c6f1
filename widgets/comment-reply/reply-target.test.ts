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

describe('the element named by data-belowelement must be able to hold the form', () => {
  it('<html> (the form cannot go after the root): the link is followed, nothing throws', () => {
    document.documentElement.id = 'page-root';
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'page-root' }));
  });

  it('<body>, or a <meta> in <head>', () => {
    document.body.id = 'page-body';
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'page-body' }));
    document.body.removeAttribute('id');
    document.head.insertAdjacentHTML('beforeend', '<meta id="meta-target" name="x" content="y">');
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'meta-target' }));
  });

  it('an <option> of a select', () => {
    document.getElementById('comment-2')!.insertAdjacentHTML('beforeend', '<select><option id="option-target">A</option></select>');
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'option-target' }));
  });

  it('an SVG node', () => {
    document.getElementById('comment-2')!.insertAdjacentHTML('beforeend', '<svg><g id="svg-target"><circle r="2"></circle></g></svg>');
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'svg-target' }));
  });

  it('the content of a closed <details>, its summary included', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<details><summary id="summary-target">More</summary><p id="details-target">Hidden</p></details>');
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'details-target' }));
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'summary-target' }));
  });

  it('a field of another form, or an element inside another form', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="search"><div id="in-other-form"><input id="other-field" name="s"></div></form>',
    );
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'other-field' }));
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'in-other-form' }));
  });

  it('a void element (an image), and a hidden element', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<img id="img-target" alt=""><div id="hidden-target" hidden></div>');
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'img-target' }));
    expectLinkFollowedAndFormInPlace(replyLink({ 'data-belowelement': 'hidden-target' }));
  });

  it('an open <details> is fine: the form goes there', () => {
    document
      .getElementById('comment-2')!
      .insertAdjacentHTML('beforeend', '<details open><summary>More</summary><p id="open-target">Shown</p></details>');
    expect(click(replyLink({ 'data-belowelement': 'open-target' }))).toBe(true);
    expect(respond().previousElementSibling).toBe(document.getElementById('open-target'));
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
