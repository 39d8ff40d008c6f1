import type { FamilyMarkup } from '../../core/markup';

/** The markup names of countdowns, counters and progress bars (README). Public: theme CSS relies on them. */
export const COUNTERS_MARKUP = {
  attributes: {
    /** A countdown part's number: `days`, `hours`, `minutes` or `seconds`. */
    countdownPart: 'data-countdown',
    /** A countdown part's label, by the same names. */
    countdownLabel: 'data-countdown-label',
    /** On a countdown: `running` or `ended`. */
    countdownState: 'data-countdown-state',
    /** A progress bar's fill, whose width is the bar's value. */
    progressFill: 'data-progress-bar-fill',
    /** On a bar the widget animates, while it waits for the waypoint: the fill is drawn empty. */
    progressPending: 'data-progress-pending',
  },
  classes: {
    /** On a countdown at zero (with `data-countdown-state="ended"`). */
    countdownEnded: 'countdown-ended',
    /** The wrapper of a countdown part the widget adds when the server printed none. */
    countdownPart: 'countdown-part',
    /** On a counter while it counts: its own text is transparent, the overlay shows the running number. */
    counting: 'counter-counting',
    /** On a counter once it has counted. */
    counted: 'counter-done',
    /** The overlay that shows a counter's running number. */
    counterOverlay: 'counter-overlay',
    /** On a progress bar (or any element) once it passed the waypoint: theme CSS animates from it. */
    inView: 'is-in-view',
  },
} as const satisfies FamilyMarkup;
