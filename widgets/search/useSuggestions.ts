import { useEffect, useState } from 'react';
import { reportError } from '../../core/log';
import type { Suggestion } from './answer';
import { cachedSuggestions, fetchSuggestions } from './api';

/**
 * idle: nothing asked (text too short); loading: a call is due or in flight (the last answer stays
 * shown meanwhile); ready: the answer for `url`; failed: the call failed or its answer was malformed.
 */
type SuggestionsPhase = 'idle' | 'loading' | 'ready' | 'failed';

export interface SuggestionsState {
  readonly phase: SuggestionsPhase;
  readonly items: readonly Suggestion[];
  /** Changes with each answer shown, so the live region can say it again. */
  readonly answerId: number;
}

const IDLE: SuggestionsState = { phase: 'idle', items: [], answerId: 0 };

/**
 * Search as you type (README, "States"): `url` is the call for the current text, or null when the
 * text is below the minimum; `limit` is the number it asks for, the most suggestions shown. A cached
 * answer shows at once; otherwise the call goes out after `debounceMs` of quiet, and a change of text
 * (a new url) aborts the call in flight. A failure is logged and shows as "no suggestions".
 */
export function useSuggestions(url: string | null, limit: number, debounceMs: number): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(IDLE);

  useEffect(() => {
    if (url === null) {
      // The id keeps counting: an option made active for an earlier answer must not come back.
      setState((previous) => (previous.phase === 'idle' ? previous : { phase: 'idle', items: [], answerId: previous.answerId + 1 }));
      return;
    }
    const cached = cachedSuggestions(url);
    if (cached) {
      setState((previous) => ({ phase: 'ready', items: cached, answerId: previous.answerId + 1 }));
      return;
    }
    setState((previous) => (previous.phase === 'loading' ? previous : { ...previous, phase: 'loading' }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(url, limit, controller.signal).then(
        ({ items, skipped }) => {
          if (controller.signal.aborted) return;
          if (skipped > 0) reportError(`search: ${skipped} suggestion(s) of the answer could not be shown and were left out`, url);
          setState((previous) => ({ phase: 'ready', items, answerId: previous.answerId + 1 }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return; // the text changed: not a failure
          reportError(`search: no suggestions (${error instanceof Error ? error.message : String(error)})`, url);
          setState((previous) => ({ phase: 'failed', items: [], answerId: previous.answerId + 1 }));
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, limit, debounceMs]);

  return state;
}
