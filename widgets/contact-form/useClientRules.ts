import { useLayoutEffect } from 'react';
import { differsFromPrinted } from '../../core/dom/edited-controls';
import { useDomListener } from '../../core/hooks/useDomListener';
import { syncSubmitButtons } from './acceptance';
import { isUrlField, keepExclusive, syncFreeTexts, syncRules, updateCounters, withUrlScheme } from './form/client-rules';

/**
 * The client rules as the visitor goes (README, "Client rules"): a changed url field gets its scheme,
 * exclusive groups keep one box, free texts and the submit buttons follow their boxes, counters count
 * each input, and a reset recomputes them all once the fields are reset. Called before the listeners
 * that read the fields after a change or a reset (validation, the reset's status). An address typed
 * and left before the widget came gets its scheme at mount, as its change would have given it
 * (README, "Before its file"); the boxes, free texts and counters are recomputed at mount anyway.
 */
export function useClientRules(form: HTMLFormElement): void {
  useLayoutEffect(() => {
    for (const field of form.elements) {
      if (isUrlField(field) && field !== document.activeElement && differsFromPrinted(field)) field.value = withUrlScheme(field.value);
    }
  }, [form]);
  useDomListener(form, 'change', (event) => {
    if (isUrlField(event.target)) event.target.value = withUrlScheme(event.target.value);
    keepExclusive(event.target);
    syncFreeTexts(form);
    syncSubmitButtons(form);
  });
  useDomListener(form, 'input', (event) => {
    const name = (event.target as { name?: unknown } | null)?.name;
    if (typeof name === 'string') updateCounters(form, name);
  });
  // The reset event comes before the fields are reset: recompute once they are.
  useDomListener(form, 'reset', () => queueMicrotask(() => syncRules(form)));
}
