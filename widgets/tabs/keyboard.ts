export type Orientation = 'horizontal' | 'vertical';

/**
 * WAI-ARIA tabs keyboard: Left/Right (Up/Down for a vertical tour) move between tabs and wrap;
 * Home and End go to the first and last. Returns the new index, or null for keys that do nothing.
 */
export function nextTabIndex(key: string, current: number, count: number, orientation: Orientation): number | null {
  const previousKey = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
  const nextKey = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
  switch (key) {
    case previousKey:
      return (current - 1 + count) % count;
    case nextKey:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
