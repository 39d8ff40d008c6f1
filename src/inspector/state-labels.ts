import type { IslandState } from './islands';

/** README, "Inspector": the states a widget on the page can be in, in words. */
export const STATE_LABELS: Readonly<Record<IslandState, string>> = {
  idle: 'waiting for idle',
  visible: 'waiting to be near',
  load: 'waiting for its turn',
  interaction: 'waiting for the visitor',
  loading: 'loading its file',
  mounted: 'mounted',
  failed: 'failed',
  unknown: 'unknown name',
  unmounted: 'unmounted',
  removed: 'removed from the page',
};
