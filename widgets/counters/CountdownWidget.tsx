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

/**
 * A countdown to the instant the server printed (README, "Countdown"): one shared one-second tick,
 * paused while the tab is hidden; at zero it stops, once. Screen readers get `role="timer"` with the
 * remaining time as its name, updated once a minute, never announced by itself.
 */
export function CountdownWidget({ element, options }: WidgetProps<CountdownOptions>) {
  const texts = useFamilySettings(COUNTDOWN_SETTINGS_SCHEMA, 'countdown');
  const end = parseEnd(options.end);
  const parts = useParts(element);
  const [now, setNow] = useState(() => Date.now());
  const ended = end !== null && now >= end;

  useEffect(() => {
    if (end === null || Date.now() >= end) return;
    const unsubscribe = subscribeTick((time) => {
      setNow(time);
      if (time >= end) unsubscribe(); // runs once: no tick after zero
    });
    return unsubscribe;
  }, [end]);

  const remaining = end === null ? null : remainingParts(end, now);
  useEffect(() => {
    if (!remaining) return;
    for (const name of PART_NAMES) {
      const text = name === 'days' ? String(remaining.days) : twoDigits(remaining[name]);
      if (parts[name].value.textContent !== text) parts[name].value.textContent = text;
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
