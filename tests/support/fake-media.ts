import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. useReducedMotion keeps the first MediaQueryList it gets for the life of the
 * module, so every test file installs ONE fake list and flips its `matches` (firing `change`, as the
 * browser does when the visitor changes the setting).
 */
export interface ReducedMotionControl {
  set(reduce: boolean): void;
}

export function installReducedMotion(initiallyReduced = false): ReducedMotionControl {
  let matches = initiallyReduced;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    media: '(prefers-reduced-motion: reduce)',
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === list.media ? list : { ...list, media: query, matches: false })),
  );
  return {
    set(reduce: boolean) {
      if (reduce === matches) return;
      matches = reduce;
      for (const listener of [...listeners]) listener();
    },
  };
}
