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

/** Countdowns, counters and progress bars (README): one small family, built into its own file. */
export const countdownWidget = defineWidget<CountdownOptions>({
  description: 'Countdown to a date the server prints (with its offset): one shared tick, role="timer".',
  parseOptions: parseCountdownOptions,
  component: CountdownWidget,
});

export const counterWidget = defineWidget<CounterOptions>({
  description: 'Counter: counts up to the printed number once, at the 85 % waypoint, over 3000 ms.',
  parseOptions: parseCounterOptions,
  // The family's functional CSS, for counters and progress bars (a countdown needs none).
  style: styleCss,
  component: CounterWidget,
});

export const progressBarWidget = defineWidget<ProgressBarOptions>({
  description: 'Progress bar (or any element animated when scrolled into view): fills once at the 85 % waypoint.',
  parseOptions: parseProgressBarOptions,
  style: styleCss,
  component: ProgressBarWidget,
});

export const widgets = { countdown: countdownWidget, counter: counterWidget, 'progress-bar': progressBarWidget };
