import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act } from '@testing-library/react';
import { parseTabsOptions, parseTourOptions } from './options';
import { tabsWidget } from '.';
import { mountMarkup, type Islands } from '../../tests/support/islands';

function element(name: 'tabs' | 'tour', attributes: string): HTMLElement {
  document.body.innerHTML = `<div data-island="${name}" ${attributes}></div>`;
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

describe('tabs and tour data-interval: 0 (no autoplay) or 1 s to 1 day (README)', () => {
  it.each(['0', '1', '1.5', '3', '86400'])('accepts %s seconds silently', (value) => {
    for (const parse of [parseTabsOptions, parseTourOptions]) {
      expect(parse(element('tabs', `data-interval="${value}"`))).toEqual({ interval: Number(value) });
    }
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['3000000', 'above 2^31−1 ms once in ms: setInterval would wrap round to ~0'],
    ['86401', 'just over a day'],
    ['0.0001', 'a tenth of a millisecond: ~500 switches a second'],
    ['0.5', 'under a second'],
    ['-2', 'negative'],
    ['1e400', 'not finite'],
  ])('refuses %s (%s): no autoplay, and ONE warning naming the widget and the option', (value) => {
    expect(parseTourOptions(element('tour', `data-interval="${value}"`))).toEqual({ interval: 0 });
    expect(warnSpy).toHaveBeenCalledTimes(1);
    const message = String(warnSpy.mock.calls[0]![0]);
    expect(message).toMatch(/^\[cms-islands\] widget "tour" options: interval=/);
    expect(message).toContain('using 0');
  });

  it.each(['3000000', '0.0001'])('a page with data-interval="%s" does not switch tabs at all', (value) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    islands = mountMarkup(
      `<div data-island="tabs" data-interval="${value}">
        <div data-tab-list><button type="button" data-tab aria-controls="a">A</button><button type="button" data-tab aria-controls="b">B</button></div>
        <div id="a" data-tab-panel><p>A</p></div><div id="b" data-tab-panel hidden><p>B</p></div>
      </div>`,
      { tabs: tabsWidget },
    );
    const first = document.querySelector('[data-tab]')!;
    expect(first.getAttribute('aria-selected')).toBe('true');
    // No timer at all: a spinning one would have switched dozens of times in these 50 ms.
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(50));
    expect(first.getAttribute('aria-selected')).toBe('true');
  });
});
