import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchNear, whenNear } from '../../../core/dom/when-near';
import { installFakeIntersectionObserver } from '../../support/fake-intersection-observer';

/** The shared test observer (tests/support/fake-intersection-observer.ts), installed before each test. */
let Observer: ReturnType<typeof installFakeIntersectionObserver>;
/** Every observer that watches something now. */
const live = () => Observer.instances.filter((observer) => observer.observed.size > 0);
const element = (id: string) => {
  const made = document.createElement('div');
  made.id = id;
  return document.body.appendChild(made);
};

/** Everything a test started, stopped after it: the module's observers are the page's, across tests. */
const stops: Array<() => void> = [];
const watch = (...args: Parameters<typeof watchNear>) => {
  const stop = watchNear(...args);
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  Observer = installFakeIntersectionObserver();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('watchNear: one IntersectionObserver per margin and threshold for the page (README, "How it is built")', () => {
  it('elements watched with the same margin and threshold share one observer; another margin or threshold has its own', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(element);
    watch(a!, () => {}, { rootMargin: '300px 0px' });
    watch(b!, () => {}, { rootMargin: '300px 0px' });
    expect(Observer.instances).toHaveLength(1);
    expect([...Observer.instances[0]!.observed]).toEqual([a, b]);
    expect(Observer.instances[0]!.rootMargin).toBe('300px 0px');

    watch(c!, () => {}, { rootMargin: '0px 0px -15% 0px' });
    watch(d!, () => {}, { rootMargin: '300px 0px', threshold: 0.5 });
    watch(d!, () => {});
    expect(Observer.instances.map((observer) => [observer.rootMargin, observer.threshold])).toEqual([
      ['300px 0px', 0],
      ['0px 0px -15% 0px', 0],
      ['300px 0px', 0.5],
      ['0px', 0],
    ]);
    expect(Observer.instances.map((observer) => [...observer.observed])).toEqual([[a, b], [c], [d], [d]]);
  });

  it('a report reaches the listeners of its element only, each time it changes', () => {
    const [a, b] = ['a', 'b'].map(element);
    const heardA = vi.fn();
    const heardB = vi.fn();
    watch(a!, heardA);
    watch(b!, heardB);
    Observer.instances[0]!.report(a!, true);
    Observer.instances[0]!.report(a!, false);
    expect(heardA.mock.calls).toEqual([[true], [false]]);
    expect(heardB).not.toHaveBeenCalled();
  });

  it('an element watched twice is observed once; a later watcher hears the last report at once; it stays observed until its last watcher stops', () => {
    const a = element('a');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = watch(a, first);
    const [observer] = Observer.instances;
    observer!.report(a, true);
    const stopSecond = watch(a, second);
    expect(second.mock.calls).toEqual([[true]]);
    expect(Observer.instances).toHaveLength(1);
    stopFirst();
    expect(observer!.observed.has(a)).toBe(true);
    observer!.report(a, false);
    expect(first.mock.calls).toEqual([[true]]);
    expect(second.mock.calls).toEqual([[true], [false]]);
    stopSecond();
    expect(observer!.observed.has(a)).toBe(false);
    // Watched again from scratch: nothing known until the browser reports.
    const third = vi.fn();
    watch(a, third);
    expect(third).not.toHaveBeenCalled();
  });

  it('the same listener watching one element twice is two watchers, each stopped once', () => {
    const a = element('a');
    const heard = vi.fn();
    const stopOne = watch(a, heard);
    watch(a, heard);
    Observer.instances[0]!.report(a, true);
    expect(heard).toHaveBeenCalledTimes(2);
    stopOne();
    stopOne();
    Observer.instances[0]!.report(a, false);
    expect(heard).toHaveBeenLastCalledWith(false);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('once nothing is watched the observer is disconnected; the next watch makes a new one', () => {
    const [a, b] = ['a', 'b'].map(element);
    const stopA = watch(a!, () => {}, { rootMargin: '300px 0px' });
    const stopB = watch(b!, () => {}, { rootMargin: '300px 0px' });
    const [observer] = Observer.instances;
    stopA();
    expect(observer!.disconnected).toBe(false);
    expect([...observer!.observed]).toEqual([b]);
    stopB();
    expect(observer!.disconnected).toBe(true);
    expect(live()).toEqual([]);
    watch(a!, () => {}, { rootMargin: '300px 0px' });
    expect(Observer.instances).toHaveLength(2);
    expect(live()).toEqual([Observer.instances[1]]);
  });

  it('a listener stopped by another during a report hears nothing more', () => {
    const a = element('a');
    const later = vi.fn();
    let stopLater = () => {};
    watch(a, () => stopLater());
    stopLater = watch(a, later);
    Observer.instances[0]!.report(a, true);
    expect(later).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver the element counts as near, once, at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const heard = vi.fn();
    watch(element('a'), heard);
    expect(heard.mock.calls).toEqual([[true]]);
  });
});

describe('whenNear: once, the first time the element is near', () => {
  it('calls back on the first report that it is near, then stops watching it', () => {
    const [a, b] = ['a', 'b'].map(element);
    const reached = vi.fn();
    stops.push(whenNear(a!, reached, { rootMargin: '300px 0px' }));
    watch(b!, () => {}, { rootMargin: '300px 0px' });
    const [observer] = Observer.instances;
    observer!.report(a!, false);
    expect(reached).not.toHaveBeenCalled();
    observer!.report(a!, true);
    expect(reached).toHaveBeenCalledTimes(1);
    expect([...observer!.observed]).toEqual([b]);
  });

  it('stopped before, it never calls back; with the element already known near, it calls back at once', () => {
    const a = element('a');
    const never = vi.fn();
    const stop = whenNear(a, never);
    watch(a, () => {});
    stop();
    Observer.instances[0]!.report(a, true);
    expect(never).not.toHaveBeenCalled();
    const atOnce = vi.fn();
    whenNear(a, atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);
    expect(Observer.instances[0]!.observed.has(a)).toBe(true); // the other watcher still watches it
  });

  it('without IntersectionObserver it calls back at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const reached = vi.fn();
    whenNear(element('a'), reached);
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
