import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '.';
import { physicalPlacement } from './position';
import { HOVER_GRACE_MS, HOVER_INTENT_MS } from './timing';
import { DESKTOP_VIEWPORT, mountMarkup, type Islands } from '../../tests/support/islands';
import { advance, useFakeTimeouts } from '../../tests/support/fake-timeouts';

const PAGE = `
<button id="wish" type="button" data-island="tooltip" data-tooltip="Add to wishlist" aria-label="Wishlist" aria-describedby="hint">♡</button>
<span id="hint">Saved for later</span>
<span id="plain" data-island="tooltip" title="Dishwasher safe" role="img" aria-label="Dishwasher">≋</span>
<div id="spots" data-island="hotspots">
  <img src="/vase.svg" alt="Vase">
  <div id="spot-a" data-hotspot data-x="30" data-y="140"><button id="a" type="button" aria-label="Vase">+</button><div id="card-a" data-hotspot-card hidden><a id="card-a-link" href="#v">View</a></div></div>
  <div id="spot-b" data-hotspot data-x="70" data-y="60"><button id="b" type="button" data-hotspot-button aria-label="Cup">+</button><div data-hotspot-card hidden>Cup</div></div>
</div>
<p id="outside">Elsewhere</p>`;

const tooltipOf = (id: string) => {
  const ids = document.getElementById(id)!.getAttribute('aria-describedby')!.split(' ');
  return document.getElementById(ids[ids.length - 1]!)!;
};
const card = (id: string) => document.getElementById(document.getElementById(id)!.getAttribute('aria-controls')!)!;
const pointer = (type: string, target: Element, init: Record<string, unknown> = {}) =>
  fireEvent(
    target,
    Object.assign(new MouseEvent(type, { bubbles: !type.endsWith('enter') && !type.endsWith('leave'), ...init }), { pointerType: 'mouse' }),
  );

describe('tooltips', () => {
  let islands: Islands;
  beforeEach(() => {
    useFakeTimeouts();
    islands = mountMarkup(PAGE, widgets, { viewport: DESKTOP_VIEWPORT });
  });
  afterEach(() => {
    islands.stop();
    vi.useRealTimers();
  });

  it('describes its element (role tooltip, aria-describedby kept with the server value), hidden until wanted', () => {
    const wish = document.getElementById('wish')!;
    expect(wish.getAttribute('aria-describedby')).toMatch(/^hint cms-tooltip/);
    const tooltip = tooltipOf('wish');
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe('Add to wishlist');
    expect(tooltip.hidden).toBe(true);
  });

  it('shows after the hover intent delay and hides after the grace once the pointer leaves', () => {
    const wish = document.getElementById('wish')!;
    pointer('pointerenter', wish);
    advance(HOVER_INTENT_MS - 1);
    expect(tooltipOf('wish').hidden).toBe(true);
    advance(1);
    expect(tooltipOf('wish').hidden).toBe(false);
    pointer('pointerleave', wish);
    pointer('pointerenter', tooltipOf('wish')); // hoverable: the pointer moved onto the tooltip
    advance(HOVER_GRACE_MS * 2);
    expect(tooltipOf('wish').hidden).toBe(false);
    pointer('pointerleave', tooltipOf('wish'));
    advance(HOVER_GRACE_MS);
    expect(tooltipOf('wish').hidden).toBe(true);
  });

  it('shows on keyboard focus, hides on Escape without moving focus, and on blur', () => {
    const wish = document.getElementById('wish')!;
    act(() => wish.focus());
    expect(tooltipOf('wish').hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltipOf('wish').hidden).toBe(true);
    expect(document.activeElement).toBe(wish);
    act(() => wish.blur());
    act(() => wish.focus());
    expect(tooltipOf('wish').hidden).toBe(false);
    act(() => wish.blur());
    expect(tooltipOf('wish').hidden).toBe(true);
  });

  it('describes its element exactly once, however often it opens; the server list comes back on unmount', () => {
    const wish = document.getElementById('wish')!;
    const tipId = tooltipOf('wish').id;
    for (let hover = 0; hover < 12; hover += 1) {
      pointer('pointerenter', wish);
      advance(HOVER_INTENT_MS);
      expect(tooltipOf('wish').hidden).toBe(false);
      pointer('pointerleave', wish);
      advance(HOVER_GRACE_MS);
      expect(tooltipOf('wish').hidden).toBe(true);
    }
    act(() => wish.focus());
    act(() => wish.blur());
    expect(wish.getAttribute('aria-describedby')).toBe(`hint ${tipId}`);
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(2);
    islands.stop();
    expect(wish.getAttribute('aria-describedby')).toBe('hint');
  });

  it('unmounts cleanly after the markup around it was cleared first (churn): nothing thrown, nothing left', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    host.innerHTML = '<button type="button" data-island="tooltip" data-tooltip="Compare">⇄</button>'.repeat(50);
    document.body.append(host);
    act(() => {
      islands.runtime.mount(host);
      islands.runtime.flush();
    });
    expect(host.querySelectorAll('[role="tooltip"]')).toHaveLength(50);
    const buttons = [...host.querySelectorAll('button')];
    pointer('pointerenter', buttons[0]!);
    advance(HOVER_INTENT_MS);
    host.replaceChildren(); // a theme's script empties the container: the tooltips go with their buttons
    islands.stop(); // the runtime releases them afterwards (in the page: the removal batch of the next frame)
    expect(errors).not.toHaveBeenCalled();
    expect(buttons.every((button) => !button.hasAttribute('data-island-mounted') && !button.hasAttribute('aria-describedby'))).toBe(true);
  });

  it('takes a title as its text, makes a plain element focusable, and gives both back on unmount', () => {
    const plain = document.getElementById('plain')!;
    expect(plain.hasAttribute('title')).toBe(false);
    expect(plain.getAttribute('tabindex')).toBe('0');
    expect(tooltipOf('plain').textContent).toBe('Dishwasher safe');
    islands.stop();
    expect(plain.getAttribute('title')).toBe('Dishwasher safe');
    expect(plain.hasAttribute('tabindex')).toBe(false);
    expect(plain.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});

describe('hotspots', () => {
  let islands: Islands;
  beforeEach(() => {
    useFakeTimeouts();
    islands = mountMarkup(PAGE, widgets, { viewport: DESKTOP_VIEWPORT });
  });
  afterEach(() => {
    islands.stop();
    vi.useRealTimers();
  });

  it('places each spot at its data-x/data-y percent (clamped to the image)', () => {
    expect(document.getElementById('spot-a')!.style.left).toBe('30%');
    expect(document.getElementById('spot-a')!.style.top).toBe('100%');
  });

  it('is a disclosure: the button opens its card, and only one sibling is open at a time', () => {
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(a.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(a);
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(card('a').hidden).toBe(false);
    fireEvent.click(b);
    expect(a.getAttribute('aria-expanded')).toBe('false');
    expect(card('a').hidden).toBe(true);
    expect(card('b').hidden).toBe(false);
    fireEvent.click(b);
    expect(card('b').hidden).toBe(true);
  });

  it('closes on Escape (focus back on the spot) and on a click outside', () => {
    const a = document.getElementById('a')!;
    fireEvent.click(a);
    act(() => document.getElementById('card-a-link')!.focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(card('a').hidden).toBe(true);
    expect(document.activeElement).toBe(a);
    fireEvent.click(a);
    pointer('pointerdown', document.getElementById('outside')!, { bubbles: true });
    expect(card('a').hidden).toBe(true);
  });

  it('opens on hover after the intent delay and closes when the pointer leaves, unless a click pinned it', () => {
    const spot = document.getElementById('spot-a')!;
    pointer('pointerover', document.getElementById('a')!);
    advance(HOVER_INTENT_MS);
    expect(card('a').hidden).toBe(false);
    pointer('pointerout', document.getElementById('a')!, { relatedTarget: document.getElementById('outside') });
    advance(HOVER_GRACE_MS);
    expect(card('a').hidden).toBe(true);
    fireEvent.click(document.getElementById('a')!);
    pointer('pointerout', spot, { relatedTarget: document.getElementById('outside') });
    advance(HOVER_GRACE_MS * 2);
    expect(card('a').hidden).toBe(false);
  });

  it('puts start and end cards on the sides the text direction gives', () => {
    expect(physicalPlacement('end', false)).toBe('right');
    expect(physicalPlacement('end', true)).toBe('left');
    expect(physicalPlacement('start', true)).toBe('right');
    expect(physicalPlacement('top', true)).toBe('top');
  });
});
