import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { watchNear } from '../../core/dom/when-near';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { reportError, warn } from '../../core/log';
import { MARKUP } from '../../core/markup';
import { useSettings } from '../../core/store/react';
import { fetchNextPage } from './api';
import { appendPage, firstShownFocus, nextPageRequest } from './next-page';
import { type PostListOptions, withCount } from './options';
import { loadMoreReducer, type LoadMoreState } from './state';
import { POST_LIST_MARKUP } from './markup';
import { sameOriginLink } from './structure';

type Trigger = 'click' | 'near';

export interface LoadMoreRequestArgs {
  readonly element: HTMLElement;
  readonly items: HTMLElement;
  readonly more: HTMLElement | null;
  readonly options: PostListOptions;
  /** The filter now: items loaded are filtered by it. */
  readonly filterRef: RefObject<string>;
  readonly announce: (text: string) => void;
  /** The `post_list_loaded` setting: "{count} more items loaded". */
  readonly loadedText: string;
}

/** The load-more button's look while loading (a spinner, the loading class) and once the list has ended. */
function useLoadingLook(element: HTMLElement, more: HTMLElement | null, state: LoadMoreState): void {
  useServerAttributes(more ? [[more, { 'aria-busy': state === 'loading' ? 'true' : null, hidden: state === 'ended' ? '' : null }]] : []);
  useEffect(() => {
    if (!more) return;
    more.classList.toggle(POST_LIST_MARKUP.classes.loading, state === 'loading');
    element.classList.toggle(POST_LIST_MARKUP.classes.ended, state === 'ended');
    if (state !== 'loading') return;
    const spinner = document.createElement('span');
    spinner.setAttribute(MARKUP.spinner, '');
    spinner.setAttribute('aria-hidden', 'true');
    more.append(spinner);
    return () => {
      spinner.remove();
      more.classList.remove(POST_LIST_MARKUP.classes.loading);
    };
  }, [state, more, element]);
}

/**
 * Load-more (README, "Calls", "States"): a click on the button, or (infinite) the button coming within
 * lazy_loading_offset of the viewport, appends the next page. A click moves focus to the first new
 * item; a load the visitor did not click for is announced. In infinite mode a failed call waits for a
 * click: a server that keeps failing is not asked in a loop.
 */
export function useLoadMore({ element, items, more, options, filterRef, announce, loadedText }: LoadMoreRequestArgs): void {
  const page = useSettings();
  const [state, dispatch] = useReducer(loadMoreReducer, 'idle' as LoadMoreState);
  const stateRef = useRef<LoadMoreState>('idle');
  const paged = useRef(options.paged);
  const [autoPaused, setAutoPaused] = useState(false);
  useLoadingLook(element, more, state);

  useEffect(() => {
    if (options.source === 'main_loop' && more && !sameOriginLink(more.getAttribute('href')))
      warn('post-list: source main_loop needs a load-more link to a page of this site (href); the button is left as printed', more);
  }, [options.source, more]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(
    async (trigger: Trigger) => {
      if (!more || stateRef.current !== 'idle') return;
      const request = nextPageRequest(options, page, more, paged.current + 1);
      if (!request) return;
      stateRef.current = 'loading';
      dispatch({ type: 'request' });
      try {
        // The sanitizer's file comes while the server answers (README, "HTML answers").
        const [answer, toNodes] = await Promise.all([fetchNextPage(request), loadHtmlSanitizer()]);
        if (!mounted.current) return;
        const { added, end } = appendPage(answer, toNodes(answer.items), request, { items, more, filter: filterRef.current });
        paged.current += 1;
        const focusTarget = trigger === 'click' ? firstShownFocus(added) : null;
        if (focusTarget) focusTarget.focus();
        else if (added.length > 0) announce(withCount(loadedText, added.length));
        stateRef.current = end ? 'ended' : 'idle';
        dispatch({ type: 'loaded', end });
        if (trigger === 'click') setAutoPaused(false);
      } catch (error) {
        reportError(`post-list: loading more failed: ${error instanceof Error ? error.message : String(error)}`, element, error);
        if (!mounted.current) return;
        stateRef.current = 'idle';
        dispatch({ type: 'failed' });
        if (trigger === 'near') setAutoPaused(true);
      }
    },
    [more, options, page, items, element, announce, loadedText, filterRef],
  );

  useDomListener(more, 'click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault(); // while loading, clicks are ignored (not followed either)
    void load('click');
  });

  // Infinite scroll: the button watched afresh whenever it is idle again (core/dom/when-near.ts: the
  // browser reports it anew), so a button still near after a load asks for the next page at once.
  // Without IntersectionObserver it waits for clicks: counting as near would load every page.
  const offset = page.lazy_loading_offset;
  useEffect(() => {
    if (!options.infinite || !more || state !== 'idle' || autoPaused || typeof IntersectionObserver !== 'function') return;
    return watchNear(
      more,
      (near) => {
        if (near) void load('near');
      },
      { rootMargin: `0px 0px ${offset}px 0px` },
    );
  }, [options.infinite, more, state, autoPaused, offset, load]);
}
