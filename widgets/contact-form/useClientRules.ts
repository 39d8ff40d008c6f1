import { useDomListener } from '../../src/core/hooks/useDomListener';
import { isUrlField, keepExclusive, syncFreeTexts, syncRules, syncSubmitButtons, updateCounters, withUrlScheme } from './rules';

/**
 * The client rules as the visitor goes (README, "Client rules"): a changed url field gets its scheme,
 * exclusive groups keep one box, free texts and the submit buttons follow their boxes, counters count
 * each input, and a reset recomputes them all once the fields are reset. Called before the listeners
 * that read the fields after a change or a reset (validation, the reset's status).
 */
export function useClientRules(form: HTMLFormElement): void {
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
