import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Fake timers for setTimeout only (React's scheduler keeps its real MessageChannel). */
export function useFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

export const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
