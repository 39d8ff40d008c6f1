import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from '../../../core/hooks/useAutoplay';
import { installFakeIntersectionObserver } from '../../support/fake-intersection-observer';

/** The shared test observer (tests/support/fake-intersection-observer.ts), installed before each test. */
let Observer: ReturnType<typeof installFakeIntersectionObserver>;
/** Reports `target` in or out of view to every observer watching it, as the browser would. */
const show = (target: Element, isIntersecting: boolean) =>
  act(() => {
    for (const observer of Observer.instances) observer.report(target, isIntersecting);
  });
const watching = () => Observer.instances.flatMap((observer) => [...observer.observed]);

const INTERVAL_MS = 5000;
let rendered = 0;
let running: boolean[] = [];

function Autoplayed({ element, advance }: { element: HTMLElement; advance: () => void }) {
  rendered += 1;
  running.push(useAutoplay(element, INTERVAL_MS, advance));
  return null;
}

beforeEach(() => {
  Observer = installFakeIntersectionObserver();
  rendered = 0;
  running = [];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(count = 1) {
  const elements = Array.from({ length: count }, () => document.body.appendChild(document.createElement('div')));
  const advances = elements.map(() => vi.fn());
  const view = render(
    <>
      {elements.map((element, index) => (
        <Autoplayed key={index} element={element} advance={advances[index]!} />
      ))}
    </>,
  );
  return { elements, advances, view };
}

describe('useAutoplay only ticks while the widget shows in the viewport', () => {
  it('shown until the browser says otherwise: the first turn an interval from the start; out of view at first, none', () => {
    const { elements, advances } = mount(2);
    show(elements[1]!, false);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS * 2));
    expect(advances[0]).toHaveBeenCalledTimes(2);
    expect(advances[1]).not.toHaveBeenCalled();
    show(elements[0]!, true);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS));
    expect(advances[0]).toHaveBeenCalledTimes(3);
  });

  it('scrolled away it stops; back in view it starts again, a whole interval before the next turn', () => {
    const { elements, advances } = mount();
    show(elements[0]!, true);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS));
    expect(advances[0]).toHaveBeenCalledTimes(1);
    show(elements[0]!, false);
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS * 10));
    expect(advances[0]).toHaveBeenCalledTimes(1);
    show(elements[0]!, true);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(advances[0]).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(advances[0]).toHaveBeenCalledTimes(2);
  });

  it('the pause is not the visitor’s: it renders nothing and the hook still says it is running', () => {
    const { elements } = mount();
    show(elements[0]!, true);
    const rendersBefore = rendered;
    show(elements[0]!, false);
    show(elements[0]!, true);
    expect(rendered).toBe(rendersBefore);
    expect(running.every(Boolean)).toBe(true);
  });

  it('every widget shares one observer, which goes with the last widget', () => {
    const { elements, advances, view } = mount(3);
    expect(Observer.instances).toHaveLength(1);
    expect(watching()).toEqual(elements);
    show(elements[0]!, false);
    show(elements[2]!, false);
    act(() => void vi.advanceTimersByTime(INTERVAL_MS));
    expect(advances.map((advance) => advance.mock.calls.length)).toEqual([0, 1, 0]);
    view.unmount();
    expect(watching()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
