import { flushSync } from 'react-dom';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { findFieldProblems, inDocumentOrder } from './invalid-fields';
import type { ContactFormInfo } from './structure';
import type { SubmitFlags } from './useFeedbackSubmit';
import type { LiveCheck } from './useLiveValidation';
import type { ViewUpdates } from './useViewState';

/**
 * README "Validation as the visitor goes": on a change (not while a submit is in flight) the status is
 * validating, the checked fields' tips are redone, the other fields' tips stay, and the status is back.
 */
export function useChangeValidation(
  { form, unitTag }: ContactFormInfo,
  checkFields: (changed: EventTarget | null) => LiveCheck | null,
  { latest, setView, showStatus }: ViewUpdates,
  { busy }: SubmitFlags,
): void {
  useDomListener(form, 'change', (event) => {
    if (busy.current) return;
    const outcome = checkFields(event.target);
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
  });
}
