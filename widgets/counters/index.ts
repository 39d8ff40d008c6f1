import { createElement, useEffect, type ComponentType } from 'react';
import { defineWidget, type WidgetProps } from '../../mount/types';
import { injectStyle } from '../../src/core/styles/inject-style';
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

/** Each widget of the family adds the family's functional CSS once. */
function withStyle<Options>(Component: ComponentType<WidgetProps<Options>>) {
  return function Styled(props: WidgetProps<Options>) {
    useEffect(() => injectStyle('counters', styleCss), []);
    return createElement(Component, props);
  };
}

/** Countdowns, counters and progress bars (README): one small family, built into its own file. */
export const countdownWidget = defineWidget<CountdownOptions>({
  description: 'Countdown to a date the server prints (with its offset): one shared tick, role="timer".',
  parseOptions: parseCountdownOptions,
  component: CountdownWidget,
});

export const counterWidget = defineWidget<CounterOptions>({
  description: 'Counter: counts up to the printed number once, at the 85 % waypoint, over 3000 ms.',
  parseOptions: parseCounterOptions,
  component: withStyle(CounterWidget),
});

export const progressBarWidget = defineWidget<ProgressBarOptions>({
  description: 'Progress bar (or any element animated when scrolled into view): fills once at the 85 % waypoint.',
  parseOptions: parseProgressBarOptions,
  component: withStyle(ProgressBarWidget),
});

export const widgets = { countdown: countdownWidget, counter: counterWidget, 'progress-bar': progressBarWidget };
