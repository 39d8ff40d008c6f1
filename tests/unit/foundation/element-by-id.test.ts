import { afterEach, describe, expect, it } from 'vitest';
import { elementsWithId, pageElementById } from '../../../core/dom/element-by-id';
import { loadHtmlSanitizer } from '../../../core/html/html-answer';

/**
 * README, "HTML answers": a reference the page's markup makes by id resolves to the page's own element,
 * never to an element an HTML answer inserted with the same id, wherever it is (the sanitizer's file is
 * in its slot: tests/unit/setup.ts).
 */
afterEach(() => document.body.replaceChildren());

async function answer(html: string): Promise<DocumentFragment> {
  return (await loadHtmlSanitizer())(html);
}

describe('the page’s own element with an id', () => {
  it('every element with the id, in document order; none for an empty id', () => {
    document.body.innerHTML = '<p id="a">1</p><div><span id="a">2</span></div><p id="b">3</p><p id="a&quot;x">4</p>';
    expect(elementsWithId('a').map((element) => element.textContent)).toEqual(['1', '2']);
    expect(elementsWithId('a"x').map((element) => element.textContent)).toEqual(['4']);
    expect(elementsWithId('')).toEqual([]);
    expect(elementsWithId('a', document.querySelector('div')!).map((element) => element.textContent)).toEqual(['2']);
  });

  it('an element an HTML answer inserted earlier with the same id is not it, even moved elsewhere', async () => {
    // An answer's ids carry the prefix `user-content-`: they meet the page's only where the page's own
    // ids carry it too.
    document.body.innerHTML = '<button id="opener">Size guide</button><div id="user-content-size-guide">Ours</div>';
    const inserted = await answer('<section><div id="size-guide">Theirs</div></section>');
    document.body.prepend(inserted);
    expect(document.getElementById('user-content-size-guide')!.textContent).toBe('Theirs');
    expect(pageElementById('user-content-size-guide', document.getElementById('opener'))!.textContent).toBe('Ours');
    // Picked out of its answer and moved (a popup's data-popup-selector): still the answer's.
    const theirs = document.querySelector('section > div')!;
    document.body.prepend(theirs);
    expect(pageElementById('user-content-size-guide', null)!.textContent).toBe('Ours');
  });

  it('an answer’s element only for a reference made inside an answer, once the page has none', async () => {
    // The link names its section with the prefix the section's id got (README, "HTML answers").
    document.body.append(await answer('<a id="from-answer" href="#details">More</a><div id="details">In the answer</div>'));
    const fromAnswer = document.getElementById('user-content-from-answer')!;
    expect(fromAnswer.getAttribute('href')).toBe('#user-content-details');
    expect(pageElementById('user-content-details', fromAnswer)!.textContent).toBe('In the answer');
    expect(pageElementById('user-content-details', null)).toBeNull();
    expect(pageElementById('user-content-details', document.body)).toBeNull();
    const ours = document.createElement('div');
    ours.id = 'user-content-details';
    ours.textContent = 'The page’s';
    document.body.append(ours);
    expect(pageElementById('user-content-details', fromAnswer)).toBe(ours);
  });

  it('within a scope', () => {
    document.body.innerHTML = '<div id="x">outside</div><nav><ul id="x">inside</ul></nav>';
    expect(pageElementById('x', null, document.querySelector('nav')!)!.textContent).toBe('inside');
  });
});
