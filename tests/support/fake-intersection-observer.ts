import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one lets a test say when an element comes into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly rootMargin: string;
  readonly threshold: IntersectionObserverInit['threshold'];
  /** Whether `disconnect()` was called: a disconnected observer is the browser's to drop. */
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.threshold = options.threshold ?? 0;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
    this.disconnected = false;
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the element as (not) intersecting, as the browser would after a scroll. */
  report(element: Element, isIntersecting: boolean) {
    this.reportAtOnce([[element, isIntersecting]]);
  }

  /**
   * Several reports in one call, as the browser gives them when more than one frame's changes wait
   * for the callback (an element may come and go in them).
   */
  reportAtOnce(reports: ReadonlyArray<readonly [Element, boolean]>) {
    const entries = reports
      .filter(([element]) => this.observed.has(element))
      .map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** Brings the element into view for every observer watching it. */
  static scrollIntoView(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) observer.report(element, true);
  }
}

export function installFakeIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return FakeIntersectionObserver;
}
