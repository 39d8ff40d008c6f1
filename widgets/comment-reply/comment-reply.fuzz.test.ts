import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { commentReplyWidget } from '.';
import blockThemeMarkup from '../../tests/fixtures/wordpress/comments-block-theme.html?raw';
import { mountMarkup } from '../../tests/support/islands';

/**
 * Random reply-link attributes on WordPress's markup (widgets/comment-reply/README.md): whatever they
 * name, a click never throws, and the form either stays where it was printed (the link followed) or
 * sits under a shown element of the comments, outside any other form, with numeric ids written.
 */
const RUNS = 200;
/** The runs share one mounted page; on a busy machine they may still take some seconds. */
const PROPERTY_TIMEOUT_MS = 60_000;

/** Elements a hostile or broken link may name, added next to the real comments. */
const EXTRA_MARKUP = `
  <select><option id="t-option">A</option></select>
  <svg><g id="t-svg"></g></svg>
  <details><summary id="t-summary">More</summary><p id="t-closed">x</p></details>
  <details open><p id="t-open">shown</p></details>
  <form id="t-other-form"><input id="t-other-field" name="q"><div id="t-in-form"></div></form>
  <img id="t-img" alt=""><div id="t-hidden" hidden></div><template id="t-template"><p id="t-in-template"></p></template>
  <math><mi id="t-math">x</mi></math><script id="t-script">/* nothing */</script>`;
const TARGET_IDS = [
  'comment-2',
  'comment-3',
  'respond',
  'commentform',
  'comment',
  'reply-title',
  'page-root',
  'page-body',
  'meta-target',
  't-option',
  't-svg',
  't-summary',
  't-closed',
  't-open',
  't-other-form',
  't-other-field',
  't-in-form',
  't-img',
  't-hidden',
  't-template',
  't-in-template',
  't-math',
  't-script',
  'missing',
];
const idText = fc.oneof(fc.constantFrom('2', '10', '0', '-1', '2.5', '1e3', ' 2', '99999999999999999999', ''), fc.string({ maxLength: 8 }));

let errorSpy: MockInstance;
const uncaught: unknown[] = [];
const recordUncaught = (event: ErrorEvent) => {
  uncaught.push(event.error ?? event.message);
  event.preventDefault();
};
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.addEventListener('error', recordUncaught);
});
afterEach(() => {
  window.removeEventListener('error', recordUncaught);
  document.documentElement.removeAttribute('id');
  document.body.removeAttribute('id');
  document.head.querySelector('#meta-target')?.remove();
  vi.restoreAllMocks();
});

/** Clicks like a visitor; the page's handling is kept, navigation is not (jsdom cannot navigate). */
function click(target: HTMLElement): void {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('comment reply under random reply-link attributes', () => {
  it(
    'never throws; the form stays in place or goes under a shown element outside other forms; cancel puts it back',
    () => {
      // One page for every run (mounting the theme's markup is the slow part); cancel restores it between runs.
      const islands = mountMarkup(blockThemeMarkup + EXTRA_MARKUP, { 'comment-reply': commentReplyWidget });
      document.documentElement.id = 'page-root';
      document.body.id = 'page-body';
      document.head.insertAdjacentHTML('beforeend', '<meta id="meta-target">');
      const respond = document.getElementById('respond')!;
      const printedPlace = { parent: respond.parentNode, next: respond.nextSibling };
      const link = document.querySelector<HTMLAnchorElement>('a.comment-reply-link')!;
      try {
        fc.assert(
          fc.property(fc.constantFrom(...TARGET_IDS), idText, idText, fc.string({ maxLength: 20 }), (below, commentId, postId, replyTo) => {
            uncaught.length = 0;
            Object.assign(link.dataset, { belowelement: below, commentid: commentId, postid: postId, replyto: replyTo || 'Reply' });
            click(link);

            expect(uncaught).toEqual([]);
            expect(errorSpy).not.toHaveBeenCalled();
            const parent = (document.getElementById('comment_parent') as HTMLInputElement).value;
            if (respond.parentNode === printedPlace.parent && respond.nextSibling === printedPlace.next) {
              expect(parent).toBe('0');
              return;
            }
            expect(parent).toBe(commentId);
            expect(parent).toMatch(/^[1-9][0-9]*$/);
            expect((document.getElementById('comment_post_ID') as HTMLInputElement).value).toMatch(/^[1-9][0-9]*$/);
            expect(document.body.contains(respond)).toBe(true);
            expect(respond.parentElement!.closest('form, select, svg, math, details:not([open]), [hidden], head')).toBeNull();
            click(document.getElementById('cancel-comment-reply-link')!);
            expect({ parent: respond.parentNode, next: respond.nextSibling }).toEqual(printedPlace);
            expect((document.getElementById('comment_parent') as HTMLInputElement).value).toBe('0');
          }),
          { numRuns: RUNS },
        );
      } finally {
        islands.stop();
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});
