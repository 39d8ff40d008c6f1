import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hoverBoxWidget } from '.';
import { parseHoverBoxOptions } from './options';
import { markupSnapshot, mountMarkup, type Islands } from '../../tests/support/islands';

const BOX = `<div id="b" data-island="hover-box">
  <div class="hover-box-front"><h3>Front</h3><a href="#front-link">Front link</a></div>
  <div class="hover-box-back"><p>Back</p><a href="#back-link">Back link</a></div></div>
  <div id="plain" data-island="hover-box"><div class="hover-box-front">F</div><div class="hover-box-back">B</div></div>
  <p id="outside">outside</p>`;

let warnSpy: MockInstance<typeof console.warn>;
let islands: Islands | null = null;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.restoreAllMocks();
});

const box = () => document.getElementById('b')!;
const face = (element = box()) => element.getAttribute('data-hover-box-face');
/** A pointer event as the browser sends it (jsdom has no PointerEvent constructor: a MouseEvent with pointerType). */
function pointer(target: Element, type: string, pointerType: string): MouseEvent {
  const event = new MouseEvent(type, { bubbles: type !== 'pointerenter' && type !== 'pointerleave', cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => void target.dispatchEvent(event));
  return event;
}

describe('hover box', () => {
  it('reads data-flip: horizontal by default, vertical, anything else refused with one warning', () => {
    const element = (flip?: string) => {
      const node = document.createElement('div');
      if (flip !== undefined) node.setAttribute('data-flip', flip);
      return node;
    };
    expect(parseHoverBoxOptions(element()).flip).toBe('horizontal');
    expect(parseHoverBoxOptions(element('vertical')).flip).toBe('vertical');
    expect(warnSpy).not.toHaveBeenCalled();
    expect(parseHoverBoxOptions(element('diagonal')).flip).toBe('horizontal');
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('shows the front, and the back while a mouse is over it; a touch "hover" does not turn it', () => {
    islands = mountMarkup(BOX, { 'hover-box': hoverBoxWidget });
    expect(face()).toBe('front');
    pointer(box(), 'pointerenter', 'touch');
    expect(face()).toBe('front');
    pointer(box(), 'pointerenter', 'mouse');
    expect(face()).toBe('back');
    pointer(box(), 'pointerleave', 'mouse');
    expect(face()).toBe('front');
  });

  it('keyboard focus decides the face: the back for a link on the back, the front for one on the front', () => {
    islands = mountMarkup(BOX, { 'hover-box': hoverBoxWidget });
    act(() => box().querySelector<HTMLElement>('a[href="#back-link"]')!.focus());
    expect(face()).toBe('back');
    act(() => box().querySelector<HTMLElement>('a[href="#front-link"]')!.focus());
    expect(face()).toBe('front');
    act(() => document.querySelector<HTMLElement>('a[href="#back-link"]')!.blur());
    expect(face()).toBe('front');
  });

  it('a box with nothing focusable on its back takes focus itself (and gives tabindex back on unmount)', () => {
    islands = mountMarkup(BOX, { 'hover-box': hoverBoxWidget });
    const plain = document.getElementById('plain')!;
    expect(plain.getAttribute('tabindex')).toBe('0');
    expect(box().hasAttribute('tabindex')).toBe(false);
    // Focusable, so named: a group labelled by its front face (it has no heading), as nothing else is.
    expect(plain.getAttribute('role')).toBe('group');
    const label = document.getElementById(plain.getAttribute('aria-labelledby')!)!;
    expect(label).toBe(plain.querySelector('.hover-box-front'));
    expect(box().hasAttribute('role') || box().hasAttribute('aria-labelledby')).toBe(false);
    act(() => plain.focus());
    expect(face(plain)).toBe('back');
    expect(document.activeElement).toBe(plain);
    act(() => islands!.runtime.unmount(document));
    expect(plain.hasAttribute('tabindex')).toBe(false);
    expect(['role', 'aria-labelledby'].some((name) => plain.hasAttribute(name)) || label.hasAttribute('id')).toBe(false);
  });

  it("a focusable box is named by its front face's heading; a name or role the markup gives is kept", () => {
    islands = mountMarkup(
      `<div id="h" data-island="hover-box"><div class="hover-box-front"><h3 id="printed">Opening hours</h3><p>Every day</p></div><div class="hover-box-back"><p>10 to 6</p></div></div>
       <div id="n" data-island="hover-box" role="region" aria-label="Hours"><div class="hover-box-front"><h3>Hours</h3></div><div class="hover-box-back">B</div></div>`,
      { 'hover-box': hoverBoxWidget },
    );
    const hours = document.getElementById('h')!;
    expect(hours.getAttribute('aria-labelledby')).toBe('printed');
    const named = document.getElementById('n')!;
    expect([named.getAttribute('role'), named.getAttribute('aria-label'), named.hasAttribute('aria-labelledby')]).toEqual([
      'region',
      'Hours',
      false,
    ]);
    act(() => islands!.runtime.unmount(document));
    expect(document.getElementById('printed')).not.toBeNull();
  });

  it('touch: the first tap turns it and follows nothing; a tap on the back link follows it; a tap outside turns it back', () => {
    islands = mountMarkup(BOX, { 'hover-box': hoverBoxWidget });
    const front = box().querySelector('.hover-box-front')!;
    pointer(front, 'pointerdown', 'touch');
    const first = pointer(front, 'click', 'touch');
    expect(first.defaultPrevented).toBe(true);
    expect(face()).toBe('back');
    const link = box().querySelector('a[href="#back-link"]')!;
    pointer(link, 'pointerdown', 'touch');
    expect(pointer(link, 'click', 'touch').defaultPrevented).toBe(false);
    expect(face()).toBe('back');
    pointer(document.getElementById('outside')!, 'pointerdown', 'touch');
    expect(face()).toBe('front');
    // Once more, and a tap on the back away from the link turns it back.
    pointer(front, 'click', 'touch');
    expect(face()).toBe('back');
    pointer(box().querySelector('.hover-box-back p')!, 'click', 'touch');
    expect(face()).toBe('front');
    // A mouse click is never held back.
    expect(pointer(front, 'click', 'mouse').defaultPrevented).toBe(false);
  });

  it('warns once and does nothing without both faces; unmount gives the markup back as printed', () => {
    islands = mountMarkup('<div id="b" data-island="hover-box"><p>one face</p></div>', { 'hover-box': hoverBoxWidget });
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(face()).toBeNull();
    islands.stop();
    document.body.innerHTML = BOX;
    const printed = markupSnapshot(document.body);
    islands = mountMarkup(BOX, { 'hover-box': hoverBoxWidget });
    fireEvent.focus(box());
    act(() => islands!.runtime.unmount(document));
    expect(markupSnapshot(document.body)).toEqual(printed);
  });
});
