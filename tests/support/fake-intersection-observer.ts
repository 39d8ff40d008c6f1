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
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
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
