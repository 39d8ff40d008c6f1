/**
 * The load-more button's states (README, "States"): idle → loading → idle, or ended
 * (`no-more-posts`: the button hides). A failed call goes back to idle, so it can be tried again.
 */
export type LoadMoreState = 'idle' | 'loading' | 'ended';

export type LoadMoreEvent = { type: 'request' } | { type: 'loaded'; end: boolean } | { type: 'failed' };

export function loadMoreReducer(state: LoadMoreState, event: LoadMoreEvent): LoadMoreState {
  switch (event.type) {
    case 'request':
      return state === 'idle' ? 'loading' : state; // clicks while loading (or after the end) are ignored
    case 'loaded':
      return state === 'loading' ? (event.end ? 'ended' : 'idle') : state;
    case 'failed':
      return state === 'loading' ? 'idle' : state;
  }
}
