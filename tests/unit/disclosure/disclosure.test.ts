import { afterEach, describe, expect, it } from 'vitest';
import { nextIndexForKey, textDirection } from '../../../core/disclosure/keys';
import { indexForHash, pairIndexOf, pairTriggersWithPanels } from '../../../core/disclosure/pairs';

afterEach(() => {
  document.body.replaceChildren();
});

function render(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.append(document.createRange().createContextualFragment(markup));
  document.body.append(holder);
  return holder;
}

describe('pairTriggersWithPanels', () => {
  it('pairs by href, by aria-controls, else by position; a trigger without a panel is left out', () => {
    const root = render(`
      <a href="#c" data-t id="t1">1</a><button data-t aria-controls="a" id="t2">2</button>
      <button data-t id="t3">3</button><button data-t id="t4">4</button>
      <div data-p id="a"></div><div data-p id="b"></div><div data-p id="c"></div>`);
    const pairs = pairTriggersWithPanels(root, '[data-t]', '[data-p]');
    expect(pairs.map(({ trigger, panel }) => `${trigger.id}>${panel.id}`)).toEqual(['t1>c', 't2>a', 't3>c']);
  });

  it('leaves out the triggers and panels of a widget nested inside', () => {
    const root = render(`
      <div data-island="x" id="outer"><button data-t id="o1">1</button><div data-p id="op1">
        <div data-island="x" id="inner"><button data-t id="i1">1</button><div data-p id="ip1"></div></div>
      </div></div>`);
    const outer = root.querySelector<HTMLElement>('#outer')!;
    expect(pairTriggersWithPanels(outer, '[data-t]', '[data-p]').map(({ trigger, panel }) => `${trigger.id}>${panel.id}`)).toEqual([
      'o1>op1',
    ]);
  });
});

describe('indexForHash and pairIndexOf', () => {
  it('finds the pair whose panel is or contains the element the hash names, or whose trigger it is', () => {
    const root = render(`
      <button data-t id="t1"><span id="label">1</span></button><button data-t id="t2">2</button>
      <div data-p id="p1"></div><div data-p id="p2"><p id="deep"></p></div><p id="outside"></p>`);
    const pairs = pairTriggersWithPanels(root, '[data-t]', '[data-p]');
    expect(indexForHash(pairs, 'p1')).toBe(0);
    expect(indexForHash(pairs, 'deep')).toBe(1);
    expect(indexForHash(pairs, 't2')).toBe(1);
    expect(indexForHash(pairs, 'outside')).toBe(-1);
    expect(indexForHash(pairs, 'missing')).toBe(-1);
    expect(indexForHash(pairs, '')).toBe(-1);
    expect(pairIndexOf(pairs, document.getElementById('label'))).toBe(0);
    expect(pairIndexOf(pairs, document.getElementById('deep'))).toBe(-1);
    expect(pairIndexOf(pairs, null)).toBe(-1);
  });

  it('an element earlier on the page with the same id (a post, an HTML answer) does not hide the panel the hash names', () => {
    const impostor = document.createElement('p');
    impostor.id = 'deep';
    document.body.append(impostor);
    const root = render(
      `<button data-t>1</button><button data-t>2</button><div data-p id="p1"></div><div data-p id="p2"><p id="deep"></p></div>`,
    );
    const pairs = pairTriggersWithPanels(root, '[data-t]', '[data-p]');
    impostor.id = 'p2';
    expect(indexForHash(pairs, 'p2')).toBe(1);
    impostor.id = 'deep';
    expect(indexForHash(pairs, 'deep')).toBe(1);
  });
});

describe('nextIndexForKey (WAI-ARIA roving keys)', () => {
  it('a row: Right is next and Left previous, wrapping; Up and Down do nothing', () => {
    expect(nextIndexForKey('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextIndexForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndexForKey('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndexForKey('ArrowUp', 0, 3, 'horizontal')).toBeNull();
  });

  it('a right-to-left row: the arrows follow the visual direction (Left is next)', () => {
    expect(nextIndexForKey('ArrowLeft', 0, 3, 'horizontal', 'rtl')).toBe(1);
    expect(nextIndexForKey('ArrowLeft', 2, 3, 'horizontal', 'rtl')).toBe(0);
    expect(nextIndexForKey('ArrowRight', 0, 3, 'horizontal', 'rtl')).toBe(2);
  });

  it('a column: Down is next and Up previous, wrapping, in either direction; Left and Right do nothing', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(nextIndexForKey('ArrowDown', 2, 3, 'vertical', dir)).toBe(0);
      expect(nextIndexForKey('ArrowUp', 1, 3, 'vertical', dir)).toBe(0);
      expect(nextIndexForKey('ArrowLeft', 1, 3, 'vertical', dir)).toBeNull();
      expect(nextIndexForKey('ArrowRight', 1, 3, 'vertical', dir)).toBeNull();
    }
  });

  it('Home and End go to the first and last; other keys and an empty set give null', () => {
    expect(nextIndexForKey('Home', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('End', 0, 3, 'vertical')).toBe(2);
    expect(nextIndexForKey('Enter', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndexForKey('ArrowRight', 0, 0, 'horizontal')).toBeNull();
  });

  it('textDirection reads the inherited dir', () => {
    const root = render(`<div dir="rtl"><button id="r">r</button></div><button id="l">l</button>`);
    expect(textDirection(root.querySelector('#r')!)).toBe('rtl');
    expect(textDirection(root.querySelector('#l')!)).toBe('ltr');
  });
});
