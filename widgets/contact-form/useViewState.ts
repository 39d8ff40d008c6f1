import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { useLatest } from '../../core/hooks/useLatest';
import { CONTACT_FORM_MARKUP } from './markup';
import { printedStatusClass } from './controller/status';
import { clearedView, type View } from './view';

/** How the form's listeners change the view. */
export interface ViewUpdates {
  /** The view as last committed, for listeners that run between renders (validation on change). */
  readonly latest: RefObject<View>;
  readonly setView: Dispatch<SetStateAction<View>>;
  /** A status of its own render, so each change is announced (wpcf7statuschanged) before the next. */
  readonly showStatus: (statusClass: string) => void;
}

/** The view the form shows, starting from the status the server printed (README, "Statuses"). */
export function useViewState(form: HTMLFormElement): readonly [View, ViewUpdates] {
  const [view, setView] = useState<View>(() => clearedView(printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status))));
  const latest = useLatest(view);
  const showStatus = (statusClass: string) => flushSync(() => setView((current) => ({ ...current, statusClass })));
  return [view, { latest, setView, showStatus }];
}
