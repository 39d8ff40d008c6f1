import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act } from '@testing-library/react';
import { parseAccordionOptions, parseToggleOptions } from './options';
import { accordionWidget } from '.';
import { mountMarkup, type Islands } from '../../tests/support/islands';

function element(attributes: string): HTMLElement {
  document.body.innerHTML = `<div data-island="accordion" ${attributes}></div>`;
  return document.body.firstElementChild as HTMLElement;
}

let warnSpy: MockInstance<typeof console.warn>;
let islands: Islands | null = null;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('accordion and toggle data-interval: 0 (no autoplay) or 1 s to 1 day (README)', () => {
  it.each(['0', '1', '2.5', '86400'])('accepts %s seconds silently', (value) => {
    expect(parseAccordionOptions(element(`data-interval="${value}"`))).toEqual({
      interval: Number(value),
      multiple: false,
      collapsible: true,
    });
    expect(parseToggleOptions(element(`data-interval="${value}"`))).toEqual({ interval: Number(value), multiple: true, collapsible: true });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(['3000000', '86400.5', '0.0001', '0.999', '-1'])(
    'refuses %s: no autoplay, the other options kept, ONE warning naming the widget and the option',
    (value) => {
      expect(parseToggleOptions(element(`data-interval="${value}" data-multiple="no"`))).toEqual({
        interval: 0,
        multiple: false,
        collapsible: true,
      });
      expect(warnSpy).toHaveBeenCalledTimes(1);
      expect(String(warnSpy.mock.calls[0]![0])).toMatch(/^\[cms-islands\] widget "toggle" options: interval=.*using 0$/);
    },
  );

  it.each(['3000000', '0.0001'])('an accordion with data-interval="%s" schedules no timer and opens nothing by itself', (value) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    islands = mountMarkup(
      `<div data-island="accordion" data-interval="${value}">
        <h3><button type="button" data-accordion-trigger>One</button></h3><div data-accordion-panel><p>1</p></div>
        <h3><button type="button" data-accordion-trigger>Two</button></h3><div data-accordion-panel hidden><p>2</p></div>
      </div>`,
      { accordion: accordionWidget },
    );
    const triggers = [...document.querySelectorAll('[data-accordion-trigger]')];
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(50));
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
  });
});
