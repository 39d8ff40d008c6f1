import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { lastChangedControl } from '../../core/dom/edited-controls';
import { useDomListener } from '../../core/hooks/useDomListener';
import { findFieldProblems, inDocumentOrder } from './form/field-problems';
import type { ContactFormInfo } from './form/structure';
import type { SubmitFlags } from './useFeedbackSubmit';
import type { LiveValidation } from './useLiveValidation';
import type { ViewUpdates } from './useViewState';

/**
 * README "Validation as the visitor goes": on a change (not while a submit is in flight) the status is
 * validating, the checked fields' tips are redone, the other fields' tips stay, and the status is back.
 * What the visitor changed before the rules were here (before the widget's file came, or while the
 * rules were on their way: a fast typist, the browser's autofill) is checked once they are, as its
 * change event would have been (README, "Before its file").
 */
export function useChangeValidation(
  { form, unitTag }: ContactFormInfo,
  live: LiveValidation,
  { latest, setView, showStatus }: ViewUpdates,
  { busy }: SubmitFlags,
): void {
  const validateAfterChange = (changed: EventTarget | null) => {
    if (busy.current) return;
    const outcome = live.check(changed);
    if (!outcome) return;
    const statusBefore = latest.current.statusClass;
    showStatus('validating');
    const kept = latest.current.problems.filter((problem) => !outcome.checked.has(problem.field));
    const fresh = findFieldProblems(
      form,
      unitTag,
      outcome.broken,
      kept.map((problem) => problem.tipId),
    );
    flushSync(() => setView((current) => ({ ...current, statusClass: statusBefore, problems: inDocumentOrder([...kept, ...fresh]) })));
  };
  useDomListener(form, 'change', (event) => validateAfterChange(event.target));
  useEffect(() => {
    // After the effect: the check renders at once (flushSync), which React refuses inside one.
    if (live.ready) queueMicrotask(() => validateAfterChange(lastChangedControl(form)));
    // Once, when the rules come: later changes come with their events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.ready]);
}
