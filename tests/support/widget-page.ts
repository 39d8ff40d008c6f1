import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import type { AnyWidgetDefinition } from '../../mount/types';
import { installReducedMotion, type ReducedMotionControl } from './fake-media';
import { mountMarkup, mountPage, type Islands } from './islands';

/** A page of server markup for widget tests: mounting, fake autoplay timers, warnings, reduced motion. */
export interface WidgetTestPage {
  /** Puts the markup in the page and mounts its widgets. */
  mount(html: string): Islands;
  /** Mounts the widgets of the markup already in the page (to hold server nodes first). */
  mountCurrentPage(): Islands;
  /** Like mount(), with fake timers first so autoplay intervals can be stepped with wait(). */
  mountWithAutoplay(html: string): Islands;
  /** Moves the fake clock on, letting React apply what the timers did. */
  wait(ms: number): void;
  /** console.warn, silenced and recorded for the test. */
  warnings(): MockInstance<typeof console.warn>;
  readonly reducedMotion: ReducedMotionControl;
}

/** Call at the top of a test file: sets up and tears down the page around each test. */
export function setUpWidgetPage(widgets: Readonly<Record<string, AnyWidgetDefinition>>): WidgetTestPage {
  let islands: Islands | null = null;
  let warnSpy: MockInstance<typeof console.warn> | null = null;
  const control: { current: ReducedMotionControl | null } = { current: null };

  beforeAll(() => {
    control.current = installReducedMotion(false);
  });
  beforeEach(() => {
    warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    islands?.stop();
    islands = null;
    control.current?.set(false);
    vi.restoreAllMocks();
    vi.useRealTimers();
    history.replaceState(null, '', location.pathname);
  });

  const page: WidgetTestPage = {
    mount: (html) => (islands = mountMarkup(html, widgets)),
    mountCurrentPage: () => (islands = mountPage(widgets)),
    mountWithAutoplay(html) {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
      return page.mount(html);
    },
    wait: (ms) => act(() => void vi.advanceTimersByTime(ms)),
    warnings: () => warnSpy!,
    reducedMotion: {
      set: (reduce) => control.current!.set(reduce),
    },
  };
  return page;
}
