import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import { warn } from '../../core/log';
import { COUNTER_DURATION_MS, type CounterOptions } from './options';
import { onEveryRefresh } from './refresh';
import { numberFormatter, readPrintedNumber, type PrintedNumber } from './time';
import { whenWaypoint } from './waypoint';
import { COUNTERS_MARKUP } from './markup';

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts the element up from `from` to its printed number over COUNTER_DURATION_MS on the page's one
 * refresh loop; returns the function that ends it (at once, showing the printed number).
 */
function countUp(element: HTMLElement, printed: PrintedNumber, from: number): () => void {
  const format = numberFormatter(printed);
  // The number shown moves in steps of its last decimal: a refresh whose value rounds to the step shown
  // already formats and writes nothing (near the end of the ease-out most refreshes do not move it).
  const stepsPerUnit = 10 ** printed.decimals;
  let shownSteps = Math.round(from * stepsPerUnit);
  const overlay = document.createElement('span');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.className = COUNTERS_MARKUP.classes.counterOverlay;
  overlay.textContent = format(shownSteps / stepsPerUnit);
  // The overlay's colour comes from the stylesheet (style.css), not from a getComputedStyle read:
  // that read would force a style recalculation of the page for each counter starting mid-scroll.
  element.classList.add(COUNTERS_MARKUP.classes.counting);
  element.append(overlay);
  let startMs: number | null = null;
  let stop = () => {};
  const finish = () => {
    stop();
    overlay.remove();
    element.classList.remove(COUNTERS_MARKUP.classes.counting);
    element.classList.add(COUNTERS_MARKUP.classes.counted);
  };
  stop = onEveryRefresh((timeMs) => {
    startMs ??= timeMs;
    const progress = Math.min(1, (timeMs - startMs) / COUNTER_DURATION_MS);
    const steps = Math.round((from + (printed.value - from) * easeOut(progress)) * stepsPerUnit);
    if (steps !== shownSteps) {
      shownSteps = steps;
      // A new text node each time (textContent), not the old one's data changed: a text node that
      // changes width in a centred or right-aligned box would count as a layout shift.
      overlay.textContent = format(steps / stepsPerUnit);
    }
    if (progress >= 1) finish();
  });
  return finish;
}

/**
 * A counter (README, "Counter"): the server printed the final number; when the element passes the
 * waypoint it counts up to it once over 3000 ms, rewritten every 50 ms, formatted like the printed number. The printed text
 * stays in place (transparent while counting), so it keeps the space and is what screen readers read;
 * the running number is an aria-hidden overlay. Under reduced motion nothing moves.
 */
export function CounterWidget({ element, options }: WidgetProps<CounterOptions>) {
  const printedText = useMemo(() => element.textContent ?? '', [element]);
  const printed = useMemo(() => readPrintedNumber(printedText.trim()), [printedText]);
  const reduced = useReducedMotion();
  /** It counted (or counts): once per element. */
  const started = useRef(false);

  useEffect(() => {
    if (!printed) warn('counter: the element holds no number; it stays as printed', element);
  }, [printed, element]);

  // The counting starts in the waypoint observer's own callback: no render of the root.
  useEffect(() => {
    if (!printed || reduced || started.current) return;
    let finish = () => {};
    const stopWaiting = whenWaypoint(element, () => {
      started.current = true;
      finish = countUp(element, printed, options.from);
    });
    return () => {
      stopWaiting();
      finish();
    };
  }, [printed, reduced, element, options.from]);
  return null;
}
