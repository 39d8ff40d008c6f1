import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';
import { countdownWidget, counterWidget, progressBarWidget } from '.';
import { COUNTER_REFRESH_MS } from './refresh';
import { subscribeTick, tickState } from './tick';
import { numberFormatter, parseEnd, readPrintedNumber, remainingParts } from './time';
import { WAYPOINT_ROOT_MARGIN } from './waypoint';
import type * as ServerAttributes from '../../core/hooks/useServerAttributes';

/** Each render of a countdown's root calls useServerAttributes once: counted here (passed through). */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/hooks/useServerAttributes', async (importOriginal) => {
  const original = await importOriginal<typeof ServerAttributes>();
  return {
    ...original,
    useServerAttributes: (...args: Parameters<typeof original.useServerAttributes>) => {
      renders.count += 1;
      return original.useServerAttributes(...args);
    },
  };
});

/** A controllable IntersectionObserver: `reach()` makes every observed element intersect. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly init: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** As the browser reports: outside React's act(), so a state change would only be scheduled, not rendered. */
  static reachOutsideAct() {
    for (const observer of [...FakeObserver.all]) {
      if (observer.targets.length === 0) continue;
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  static reach() {
    for (const observer of [...FakeObserver.all]) {
      if (observer.targets.length === 0) continue;
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

let reduced = false;
let stop: (() => void) | null = null;
beforeEach(() => {
  FakeObserver.all = [];
  reduced = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    // A getter: the hook keeps the first MediaQueryList it gets for the page's life.
    get matches() {
      return query.includes('reduce') ? reduced : false;
    },
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(html: string, settings: Record<string, unknown> = {}) {
  const widgets = { countdown: countdownWidget, counter: counterWidget, 'progress-bar': progressBarWidget };
  stop = mountMarkup(html, widgets, { settings, viewport: DESKTOP_VIEWPORT, strategy: 'load' }).stop;
}

describe('time and numbers', () => {
  it('splits the remaining time; never below zero', () => {
    expect(remainingParts(Date.UTC(2026, 0, 2, 1, 2, 3), Date.UTC(2026, 0, 1))).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
    expect(remainingParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads the end only with its offset', () => {
    expect(parseEnd('2027-01-01T00:00:00+01:00')).toBe(Date.UTC(2026, 11, 31, 23));
    expect(parseEnd('2027-01-01T00:00Z')).toBe(Date.UTC(2027, 0, 1));
    for (const bad of ['2027-01-01', '2027-01-01T00:00:00', 'tomorrow', '', null]) expect(parseEnd(bad)).toBeNull();
  });

  it.each([
    ['12,480', 12480, '12,480', 6240],
    ['98.6%', 98.6, '98.6%', 49.3],
    ['€ 1.250,75', 1250.75, '€ 1.250,75', 625.375],
    ['2026', 2026, '2026', 1013],
    ['1 234 567 visitors', 1234567, '1 234 567 visitors', 617283.5],
    ['-40°', -40, '-40°', -20],
    ['3.5k', 3.5, '3.5k', 1.75],
  ])('rebuilds the format of %s', (text, value, final, half) => {
    const printed = readPrintedNumber(text)!;
    expect(printed.value).toBe(value);
    const format = numberFormatter(printed);
    expect(format(value)).toBe(final);
    expect(format(half)).toMatch(/\d/);
  });

  it('formats without Intl.NumberFormat (its first use loads locale data mid-scroll), rounding to the printed decimals', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(numberFormatter(readPrintedNumber('€ 1.250,75')!)(625.375)).toBe('€ 625,38');
    expect(numberFormatter(readPrintedNumber('1 234 567 visitors')!)(1234.4)).toBe('1 234 visitors');
    expect(numberFormatter(readPrintedNumber('12,480')!)(-1234567)).toBe('-1,234,567');
    expect(numberFormatter(readPrintedNumber('98.6%')!)(0)).toBe('0.0%');
    expect(built).not.toHaveBeenCalled();
  });

  it('a text without a number is not a counter', () => {
    expect(readPrintedNumber('many')).toBeNull();
  });
});

describe('the shared tick', () => {
  it('100 countdowns cost one timer; it stops while the tab is hidden and catches up when it is back', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const seen: number[] = [];
    const unsubscribes = Array.from({ length: 100 }, (_, index) => subscribeTick((now) => index === 0 && seen.push(now)));
    expect(tickState()).toEqual({ timers: 1, listeners: 100 });
    vi.advanceTimersByTime(3000);
    expect(seen).toHaveLength(3);
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tickState().timers).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(3);
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toHaveLength(4);
    expect(seen[3]).toBe(Date.UTC(2026, 0, 1) + 13_000);
    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(tickState()).toEqual({ timers: 0, listeners: 0 });
  });
});

const COUNTDOWN = (end: string) => `
<div data-island="countdown" data-end="${end}">
  <span><span data-countdown="days">9</span> <span data-countdown-label="days">x</span></span>
  <span><span data-countdown="hours">9</span> <span data-countdown-label="hours">x</span></span>
  <span><span data-countdown="minutes">9</span> <span data-countdown-label="minutes">x</span></span>
  <span><span data-countdown="seconds">9</span> <span data-countdown-label="seconds">x</span></span>
</div>`;
const value = (part: string) => document.querySelector(`[data-countdown="${part}"]`)!.textContent;
const countdown = () => document.querySelector<HTMLElement>('[data-island="countdown"]')!;

describe('countdown', () => {
  it('counts each second with the labels from the settings, names itself once a minute, and ends once', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-31T23:58:58Z') });
    mount(COUNTDOWN('2027-01-01T00:00:00Z'), { countdown_days: 'd', countdown_hours: 'h', countdown_mins: 'm', countdown_sec: 's' });
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['0', '00', '01', '02']);
    expect(document.querySelector('[data-countdown-label="seconds"]')!.textContent).toBe('s');
    expect(countdown().getAttribute('role')).toBe('timer');
    expect(countdown().getAttribute('aria-label')).toBe('0 d, 0 h, 1 m, 0 s');
    expect(countdown().firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(value('seconds')).toBe('01');
    expect(countdown().getAttribute('aria-label')).toBe('0 d, 0 h, 1 m, 0 s');
    act(() => vi.advanceTimersByTime(2000));
    expect([value('minutes'), value('seconds')]).toEqual(['00', '59']);
    expect(countdown().getAttribute('aria-label')).toBe('0 d, 0 h, 0 m, 0 s');
    act(() => vi.advanceTimersByTime(60_000));
    expect(value('seconds')).toBe('00');
    expect(countdown().classList.contains('countdown-ended')).toBe(true);
    expect(countdown().getAttribute('data-countdown-state')).toBe('ended');
    expect(countdown().getAttribute('aria-label')).toBe('Ended');
    expect(tickState().timers).toBe(0);
  });

  it('writes the digits in the tick itself; its root renders only when the minute (its name) changes (README, "Countdown")', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-31T23:57:30Z') });
    mount(COUNTDOWN('2027-01-01T00:00:00Z'));
    expect([value('minutes'), value('seconds')]).toEqual(['02', '30']);
    const rendersAtMount = renders.count;
    // 29 seconds within the same minute: the digits move each second, the root never renders.
    for (let second = 29; second >= 1; second -= 1) {
      act(() => vi.advanceTimersByTime(1000));
      expect(value('seconds')).toBe(String(second).padStart(2, '0'));
    }
    expect(renders.count).toBe(rendersAtMount);
    expect(countdown().getAttribute('aria-label')).toBe('0 days, 0 hr, 2 min, 0 sc');
    // The minute changes: one render, for the timer's new name.
    act(() => vi.advanceTimersByTime(2000));
    expect([value('minutes'), value('seconds')]).toEqual(['01', '59']);
    expect(countdown().getAttribute('aria-label')).toBe('0 days, 0 hr, 1 min, 0 sc');
    expect(renders.count).toBe(rendersAtMount + 1);
  });

  it('default labels; a missing or offset-less end leaves the markup alone with one warning', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-31T00:00:00Z') });
    mount(COUNTDOWN('2027-01-01T00:00:00Z'));
    expect(
      ['days', 'hours', 'minutes', 'seconds'].map((part) => document.querySelector(`[data-countdown-label="${part}"]`)!.textContent),
    ).toEqual(['days', 'hr', 'min', 'sc']);
    stop?.();
    mount(COUNTDOWN('2027-01-01T00:00:00'));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(countdown().hasAttribute('role')).toBe(false);
    expect(value('days')).toBe('9');
  });
});

describe('counter', () => {
  const html = '<p><span data-island="counter">12,480</span></p>';
  const counter = () => document.querySelector<HTMLElement>('[data-island="counter"]')!;

  it('waits for the 85 % waypoint, counts once over 3000 ms, keeps the printed text for screen readers', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    mount(html);
    expect(FakeObserver.all.at(-1)!.init.rootMargin).toBe(WAYPOINT_ROOT_MARGIN);
    expect(counter().querySelector('.counter-overlay')).toBeNull();
    FakeObserver.reach();
    const overlay = counter().querySelector('.counter-overlay')!;
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(counter().firstChild!.textContent).toBe('12,480');
    act(() => vi.advanceTimersByTime(1500));
    expect(Number(overlay.textContent!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(Number(overlay.textContent!.replace(/,/g, ''))).toBeLessThan(12480);
    expect(overlay.textContent).toMatch(/^\d{1,2},\d{3}$/);
    act(() => vi.advanceTimersByTime(1600));
    expect(counter().querySelector('.counter-overlay')).toBeNull();
    expect(counter().textContent).toBe('12,480');
    expect(counter().classList.contains('counter-done')).toBe(true);
    FakeObserver.reach(); // runs once
    expect(counter().querySelector('.counter-overlay')).toBeNull();
  });

  it('writes the overlay at most every 50 ms, only when the number shown changes, and reads no style', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
    const styleReads = vi.spyOn(window, 'getComputedStyle');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    // Both mount at once (a second element of a `load` widget would wait to be near).
    mount(
      '<p><span data-island="counter" data-from="1990">2026</span><span data-island="counter" data-island-load="load">12,480</span></p>',
    );
    FakeObserver.reach();
    const [years, visitors] = [...document.querySelectorAll('.counter-overlay')] as HTMLElement[];
    const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
    const record = (overlay: HTMLElement) => {
      const shown: string[] = [overlay.textContent];
      const atMs: number[] = [];
      const writes = vi.spyOn(overlay, 'textContent', 'set').mockImplementation(function (this: Node, value: string | null) {
        shown.push(value ?? '');
        atMs.push(performance.now());
        textContent.set!.call(this, value);
      });
      return { shown, atMs, writes };
    };
    const year = record(years!);
    const visitor = record(visitors!);
    act(() => vi.advanceTimersByTime(2990));
    // 36 years to count: at most one write per year, each a new number, rising.
    expect(year.writes.mock.calls.length).toBeLessThanOrEqual(36);
    expect(new Set(year.shown).size).toBe(year.shown.length);
    expect(year.shown.map(Number)).toEqual([...year.shown.map(Number)].sort((a, b) => a - b));
    expect(year.shown[0]).toBe('1990');
    // 12,480 visitors change on almost every refresh until the ease-out slows them: about one write
    // per COUNTER_REFRESH_MS (60 in 3 s; a refresh every 100 ms would make 30).
    expect(visitor.writes.mock.calls.length).toBeGreaterThan(40);
    // Both counters are written by one shared timer, never sooner than COUNTER_REFRESH_MS apart, with
    // no animation frames.
    const momentsMs = [...new Set([...year.atMs, ...visitor.atMs])].sort((a, b) => a - b);
    const gapsMs = momentsMs.slice(1).map((atMs, index) => atMs - momentsMs[index]!);
    expect(Math.min(...gapsMs)).toBeGreaterThanOrEqual(COUNTER_REFRESH_MS);
    expect(frames).not.toHaveBeenCalled();
    expect(styleReads).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(years!.isConnected || visitors!.isConnected).toBe(false);
    expect([...document.querySelectorAll('[data-island="counter"]')].map((counter) => counter.textContent)).toEqual(['2026', '12,480']);
  });

  it('starts counting in the waypoint observer\'s own callback: no render of its root (README, "Counter")', () => {
    mount(html);
    FakeObserver.reachOutsideAct();
    expect(counter().querySelector('.counter-overlay')).not.toBeNull();
    expect(counter().classList.contains('counter-counting')).toBe(true);
  });

  it('under reduced motion shows the final number at once and never counts', () => {
    reduced = true;
    mount(html);
    FakeObserver.reach();
    expect(counter().querySelector('.counter-overlay')).toBeNull();
    expect(counter().textContent).toBe('12,480');
  });
});

describe('progress bar', () => {
  const html =
    '<div data-island="progress-bar" data-value="82"><div role="progressbar" aria-label="x" aria-valuenow="82"><div data-progress-bar-fill></div></div></div>';
  const bar = () => document.querySelector<HTMLElement>('[data-island="progress-bar"]')!;
  const fill = () => document.querySelector<HTMLElement>('[data-progress-bar-fill]')!;

  it('takes its width from data-value, is drawn empty until the waypoint, then fills once', () => {
    mount(html);
    expect(fill().style.width).toBe('82%');
    expect(bar().hasAttribute('data-progress-pending')).toBe(true);
    FakeObserver.reach();
    expect(bar().hasAttribute('data-progress-pending')).toBe(false);
    expect(bar().classList.contains('is-in-view')).toBe(true);
  });

  it('fills in the waypoint observer\'s own callback: no render of its root (README, "Progress bars")', () => {
    mount(html);
    FakeObserver.reachOutsideAct();
    expect(bar().hasAttribute('data-progress-pending')).toBe(false);
    expect(bar().classList.contains('is-in-view')).toBe(true);
  });

  it('reduced motion: never drawn empty; a bad value falls back with a warning', () => {
    reduced = true;
    mount(html.replace('82', '182'));
    expect(bar().hasAttribute('data-progress-pending')).toBe(false);
    expect(fill().style.width).toBe('');
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
