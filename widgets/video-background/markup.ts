import type { FamilyMarkup } from '../../core/markup';

/** The markup names of video backgrounds (README, "States"). Public: theme CSS styles the states. */
export const VIDEO_BACKGROUND_MARKUP = {
  attributes: {
    /** On the row: `skipped`, `loading`, `playing`, `paused` or `error`. */
    state: 'data-video-state',
  },
  classes: {
    /** The layer the widget adds behind the row's content, holding the player. */
    layer: 'cms-islands-video-bg',
  },
} as const satisfies FamilyMarkup;
