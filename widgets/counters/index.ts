import { defineWidget } from '../../mount/types';
import { CountdownWidget } from './CountdownWidget';
import { CounterWidget } from './CounterWidget';
import { ProgressBarWidget } from './ProgressBarWidget';
import {
  parseCountdownOptions,
  parseCounterOptions,
  parseProgressBarOptions,
  type CountdownOptions,
  type CounterOptions,
  type ProgressBarOptions,
} from './options';
import styleCss from './style.css?inline';

/** Countdown to a date the server prints (with its offset): one shared tick, role="timer". */
export const countdownWidget = defineWidget<CountdownOptions>({
  parseOptions: parseCountdownOptions,
  component: CountdownWidget,
});

/** Counter: counts up to the printed number once, at the 85 % waypoint, over 3000 ms. */
export const counterWidget = defineWidget<CounterOptions>({
  parseOptions: parseCounterOptions,
  // The family's functional CSS, for counters and progress bars (a countdown needs none).
  style: styleCss,
  component: CounterWidget,
});

/** Progress bar (or any element animated when scrolled into view): fills once at the 85 % waypoint. */
export const progressBarWidget = defineWidget<ProgressBarOptions>({
  parseOptions: parseProgressBarOptions,
  style: styleCss,
  component: ProgressBarWidget,
});

export const widgets = { countdown: countdownWidget, counter: counterWidget, 'progress-bar': progressBarWidget };
