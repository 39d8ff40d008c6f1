import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useFamilySettings, useSettings } from '../../src/core/store/react';
import { loadHtmlSanitizer } from '../../src/core/html/html-answer';
import { reportError, warn } from '../../src/core/log';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { MARKUP, VISUALLY_HIDDEN_CLASS } from '../../src/core/markup';
import { MASONRY_MARKUP } from '../masonry/markup';
import { POST_LIST_MARKUP } from './markup';
import { fetchNextPage, loadMoreAction, type LoadMoreRequest } from './api';
import type { PostListOptions } from './options';
import { POST_LIST_SETTINGS_SCHEMA, withCount } from './settings';
import { loadMoreReducer, type LoadMoreState } from './state';
import { ALL, applyFilter, filterOf, focusTarget, isMasonryGrid, listItems, readPostListStructure, sameOriginLink } from './structure';

type Trigger = 'click' | 'near';

/** Blog and portfolio lists (README): category filters in place, load-more (button or infinite scroll). */
export function PostListWidget({ element, options }: WidgetProps<PostListOptions>) {
  const { items, filters, filterButtons, more } = useMemo(() => readPostListStructure(element), [element]);
  // Read once, before our own role lands on it.
  const filtersPrintedRole = useMemo(() => filters?.hasAttribute('role') ?? false, [filters]);
  const page = useSettings();
  const texts = useFamilySettings(POST_LIST_SETTINGS_SCHEMA, 'post-list');
  const [state, dispatch] = useReducer(loadMoreReducer, 'idle' as LoadMoreState);
  const stateRef = useRef<LoadMoreState>('idle');
  const [filter, setFilter] = useState(() => {
    const pressed = filterButtons.find((button) => button.getAttribute('aria-pressed') === 'true');
    return pressed ? filterOf(pressed) : ALL;
  });
  const filterRef = useRef(filter);
  const paged = useRef(options.paged);
  // In infinite mode a failed call waits for a click: a server that keeps failing is not asked in a loop.
  const [autoPaused, setAutoPaused] = useState(false);
  // A ref, not state: a load started before the re-render that state would need (infinite scroll
  // near at mount) must still find the region when its answer lands.
  const liveRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (options.source === 'main_loop' && more && !sameOriginLink(more.getAttribute('href')))
      warn('post-list: source main_loop needs a load-more link to a page of this site (href); the button is left as printed', more);
  }, [options.source, more]);

  // The polite live region for "N items shown" and loads the visitor did not click for.
  useEffect(() => {
    const region = document.createElement('div');
    region.className = VISUALLY_HIDDEN_CLASS;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    element.append(region);
    liveRef.current = region;
    return () => {
      region.remove();
      liveRef.current = null;
    };
  }, [element]);
  const announce = useCallback((text: string) => {
    if (liveRef.current) liveRef.current.textContent = text;
  }, []);

  // Filters: apply to every item (also those added later) whenever the filter changes.
  const filterChanged = useRef(false);
  useEffect(() => {
    filterRef.current = filter;
    const shown = applyFilter(listItems(items), filter);
    if (filterChanged.current) announce(withCount(texts.post_list_shown, shown));
    // A masonry grid lays itself out again around the items now hidden or shown.
    if (filterChanged.current && isMasonryGrid(items)) items.dispatchEvent(new CustomEvent(MASONRY_MARKUP.events.layout));
  }, [filter, items, announce, texts.post_list_shown]);
  useEffect(
    () => () => {
      for (const item of listItems(items)) item.hidden = false;
    },
    [items],
  );

  const plan: Array<readonly [Element, AttributeValues]> = [];
  // A group unless the server gave the container a role of its own (a list, say).
  if (filters && !filtersPrintedRole) plan.push([filters, { role: 'group' }]);
  for (const button of filterButtons) {
    plan.push([
      button,
      { 'aria-pressed': String(filterOf(button) === filter), ...(button.tagName === 'BUTTON' ? {} : { role: 'button', tabindex: '0' }) },
    ]);
  }
  if (more) plan.push([more, { 'aria-busy': state === 'loading' ? 'true' : null, hidden: state === 'ended' ? '' : null }]);
  useServerAttributes(plan);

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

  const chooseFilter = (target: EventTarget | null) => {
    const button = filterButtons.find((candidate) => target instanceof Node && candidate.contains(target));
    if (!button) return false;
    filterChanged.current = true;
    setFilter(filterOf(button));
    return true;
  };
  useDomListener(filters, 'click', (event) => {
    if (chooseFilter(event.target)) event.preventDefault();
  });
  useDomListener(filters, 'keydown', (event) => {
    // Links printed as filters act as buttons: Space and Enter press them.
    if ((event.key === ' ' || event.key === 'Enter') && !(event.target instanceof HTMLButtonElement) && chooseFilter(event.target))
      event.preventDefault();
  });

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
      let request: LoadMoreRequest;
      if (options.source === 'main_loop') {
        const url = sameOriginLink(more.getAttribute('href'));
        if (!url) return;
        request = { kind: 'link', url };
      } else {
        request = {
          kind: 'ajax',
          ajaxUrl: new URL(page.ajaxurl, document.baseURI).href,
          action: loadMoreAction(page.ajax_action_prefix, options.postType, options.source),
          atts: options.atts,
          paged: paged.current + 1,
        };
      }
      stateRef.current = 'loading';
      dispatch({ type: 'request' });
      try {
        // The sanitizer's file comes while the server answers (README, "HTML answers").
        const [answer, toNodes] = await Promise.all([fetchNextPage(request), loadHtmlSanitizer()]);
        if (!mounted.current) return;
        const fragment = toNodes(answer.items);
        const added = listItems(fragment as unknown as HTMLElement);
        applyFilter(added, filterRef.current);
        items.append(fragment);
        // A masonry grid places the new items below the others (and again as their images load).
        if (isMasonryGrid(items) && added.length > 0)
          items.dispatchEvent(new CustomEvent(MASONRY_MARKUP.events.append, { detail: { items: added } }));
        paged.current += 1;
        let end = answer.end;
        if (request.kind === 'link') {
          const next = typeof answer.nextPage === 'string' ? sameOriginLink(answer.nextPage) : null;
          // The address bar shows the page just loaded (README, "History"): a reload or a shared link lands there.
          history.replaceState(history.state, '', request.url);
          if (next && next !== request.url) more.setAttribute('href', answer.nextPage as string);
          else end = true; // no new link to follow: asking the same page again would repeat it
        }
        const firstShown = added.find((item) => !item.hidden);
        if (trigger === 'click' && firstShown) focusTarget(firstShown).focus();
        else if (added.length > 0) announce(withCount(texts.post_list_loaded, added.length));
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
    [more, options, page.ajaxurl, page.ajax_action_prefix, items, element, announce, texts.post_list_loaded],
  );

  useDomListener(more, 'click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault(); // while loading, clicks are ignored (not followed either)
    void load('click');
  });

  // Infinite scroll: a fresh observer whenever the button is idle again, so a button still near after
  // a load asks for the next page at once.
  const offset = page.lazy_loading_offset;
  useEffect(() => {
    if (!options.infinite || !more || state !== 'idle' || autoPaused || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load('near');
      },
      { rootMargin: `0px 0px ${offset}px 0px` },
    );
    observer.observe(more);
    return () => observer.disconnect();
  }, [options.infinite, more, state, autoPaused, offset, load]);

  return null;
}
