import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings } from '../../core/store/react';
import type { AttributeValues } from '../../core/dom/attributes';
import { type CountdownOptions, COUNTDOWN_SETTINGS_SCHEMA, type CountdownSettings } from './options';
import { subscribeTick } from './tick';
import { PART_NAMES, parseEnd, remainingParts, twoDigits, type PartName, type TimeParts } from './time';
import { COUNTERS_MARKUP } from './markup';

const LABEL_KEYS: Record<PartName, keyof CountdownSettings> = {
  days: 'countdown_days',
  hours: 'countdown_hours',
  minutes: 'countdown_mins',
  seconds: 'countdown_sec',
};

interface Part {
  readonly value: HTMLElement;
  readonly label: HTMLElement | null;
}

/** The parts the server printed (`[data-countdown="days"]`…); missing ones are added, and removed on unmount. */
function useParts(element: HTMLElement): Record<PartName, Part> {
  const parts = useMemo(() => {
    const found = {} as Record<PartName, Part & { added: HTMLElement | null }>;
    for (const name of PART_NAMES) {
      const value = element.querySelector<HTMLElement>(`[${COUNTERS_MARKUP.attributes.countdownPart}="${name}"]`);
      const label = element.querySelector<HTMLElement>(`[${COUNTERS_MARKUP.attributes.countdownLabel}="${name}"]`);
      if (value) {
        found[name] = { value, label, added: null };
        continue;
      }
      const wrapper = document.createElement('span');
      wrapper.className = COUNTERS_MARKUP.classes.countdownPart;
      const added = document.createElement('span');
      added.setAttribute(COUNTERS_MARKUP.attributes.countdownPart, name);
      const addedLabel = document.createElement('span');
      addedLabel.setAttribute(COUNTERS_MARKUP.attributes.countdownLabel, name);
      wrapper.append(added, ' ', addedLabel);
      found[name] = { value: added, label: addedLabel, added: wrapper };
    }
    return found;
  }, [element]);
  useEffect(() => {
    for (const name of PART_NAMES) if (parts[name].added) element.append(parts[name].added!);
    return () => {
      for (const name of PART_NAMES) parts[name].added?.remove();
    };
  }, [element, parts]);
  return parts;
}

const spoken = (parts: TimeParts, texts: CountdownSettings) =>
  PART_NAMES.map((name) => `${parts[name]} ${texts[LABEL_KEYS[name]]}`).join(', ');

/** Writes the remaining time into the parts, each only when its text changes. */
function writeDigits(parts: Record<PartName, Part>, remaining: TimeParts): void {
  for (const name of PART_NAMES) {
    const text = name === 'days' ? String(remaining.days) : twoDigits(remaining[name]);
    if (parts[name].value.textContent !== text) parts[name].value.textContent = text;
  }
}

/** What the timer's name is made of: the time to the minute (a new name once a minute, not each second). */
const minuteOf = ({ days, hours, minutes }: TimeParts) => `${days}:${hours}:${minutes}`;

/**
 * A countdown to the instant the server printed (README, "Countdown"): one shared one-second tick,
 * paused while the tab is hidden; at zero it stops, once. Screen readers get `role="timer"` with the
 * remaining time as its name, updated once a minute, never announced by itself. Each tick writes the
 * digits itself; the root renders only when the name changes (once a minute, and at zero), so a
 * second costs a few text writes, not a render of every countdown on the page.
 */
export function CountdownWidget({ element, options }: WidgetProps<CountdownOptions>) {
  const texts = useFamilySettings(COUNTDOWN_SETTINGS_SCHEMA, 'countdown');
  const end = parseEnd(options.end);
  const parts = useParts(element);
  /** The time of the last render: the tick moves it on only when the minute or the end is reached. */
  const [now, setNow] = useState(() => Date.now());
  const ended = end !== null && now >= end;

  useEffect(() => {
    if (end === null || Date.now() >= end) return;
    let shownMinute = minuteOf(remainingParts(end, Date.now()));
    const unsubscribe = subscribeTick((time) => {
      const remaining = remainingParts(end, time);
      writeDigits(parts, remaining);
      const minute = minuteOf(remaining);
      if (minute !== shownMinute || time >= end) {
        shownMinute = minute;
        setNow(time);
      }
      if (time >= end) unsubscribe(); // runs once: no tick after zero
    });
    return unsubscribe;
  }, [end, parts]);

  const remaining = end === null ? null : remainingParts(end, now);
  useEffect(() => {
    if (!remaining) return;
    // The digits now (the tick writes them between renders), and the labels.
    writeDigits(parts, remainingParts(end!, Date.now()));
    for (const name of PART_NAMES) {
      const label = texts[LABEL_KEYS[name]];
      if (parts[name].label && parts[name].label!.textContent !== label) parts[name].label!.textContent = label;
    }
  });

  // The name changes once a minute (and at zero), not every second.
  const minuteParts = remaining && { ...remaining, seconds: 0 };
  const name = ended ? texts.countdown_ended : minuteParts ? spoken(minuteParts, texts) : null;
  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (end !== null) {
    plan.push([element, { role: 'timer', 'aria-label': name, [COUNTERS_MARKUP.attributes.countdownState]: ended ? 'ended' : 'running' }]);
    for (const child of Array.from(element.children)) if (!child.matches('script')) plan.push([child, { 'aria-hidden': 'true' }]);
  }
  useServerAttributes(plan);
  useEffect(() => {
    element.classList.toggle(COUNTERS_MARKUP.classes.countdownEnded, ended);
    return () => element.classList.remove(COUNTERS_MARKUP.classes.countdownEnded);
  }, [element, ended]);
  return null;
}
