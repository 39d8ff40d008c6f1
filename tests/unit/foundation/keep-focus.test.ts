import { afterEach, describe, expect, it } from 'vitest';
import { swapKeepingFocus } from '../../../core/dom/keep-focus';

afterEach(() => document.body.replaceChildren());

/** A widget's box holding `html`, in the page. */
function box(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** The new markup, as an HTML answer becomes nodes. */
const nodes = (html: string) => document.createRange().createContextualFragment(html);

describe('swapKeepingFocus', () => {
  it('moves focus to the same link in the new markup when the swap removed the focused one', () => {
    const element = box('<ul><li></li></ul><a href="/follow/">Follow</a>');
    element.querySelector('a')!.focus();
    swapKeepingFocus(element, () =>
      element.replaceChildren(nodes('<ul><li><a href="/p/1">Photo</a></li></ul><a href="/follow/">Follow</a>')),
    );
    expect(document.activeElement).toBe(element.querySelector('a[href="/follow/"]'));
  });

  it('without a counterpart: the first control of the new markup, else the landing box (not a Tab stop)', () => {
    const element = box('<a href="/follow/">Follow</a>');
    element.querySelector('a')!.focus();
    swapKeepingFocus(element, () => element.replaceChildren(nodes('<p>Nothing</p><button type="button">More</button>')));
    expect(document.activeElement).toBe(element.querySelector('button'));

    const bare = box('<a href="/follow/">Follow</a>');
    bare.querySelector('a')!.focus();
    swapKeepingFocus(bare, () => bare.replaceChildren(nodes('<p>Nothing</p>')));
    expect(document.activeElement).toBe(bare);
    expect(bare.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when it was elsewhere, or stayed', () => {
    const outside = box('<button type="button">Elsewhere</button>');
    const element = box('<a href="/follow/">Follow</a>');
    outside.querySelector('button')!.focus();
    swapKeepingFocus(element, () => element.replaceChildren(nodes('<a href="/follow/">Follow</a>')));
    expect(document.activeElement).toBe(outside.querySelector('button'));

    const kept = element.querySelector('a')!;
    kept.focus();
    swapKeepingFocus(element, () => element.append(nodes('<a href="/more/">More</a>')));
    expect(document.activeElement).toBe(kept);
  });
});
