import { useCallback, useMemo } from 'react';
import type { WidgetProps } from '../../mount/types';
import { makeElement, useInsertedElement } from '../../core/hooks/useInsertedElement';
import { VISUALLY_HIDDEN_CLASS } from '../../core/markup';
import { useFamilySettings } from '../../core/store/react';
import { type PostListOptions, POST_LIST_SETTINGS_SCHEMA } from './options';
import { readPostListStructure } from './structure';
import { useListFilter } from './useListFilter';
import { useLoadMore } from './useLoadMore';

/** Blog and portfolio lists (README): category filters in place, load-more (button or infinite scroll). */
export function PostListWidget({ element, options }: WidgetProps<PostListOptions>) {
  const { items, filters, filterButtons, more } = useMemo(() => readPostListStructure(element), [element]);
  const texts = useFamilySettings(POST_LIST_SETTINGS_SCHEMA, 'post-list');

  // The polite live region for "N items shown" and loads the visitor did not click for: there from
  // the first render, so a load started at mount (infinite scroll near already) finds it when it lands.
  const live = useInsertedElement(
    () => makeElement('div', VISUALLY_HIDDEN_CLASS, { role: 'status', 'aria-live': 'polite' }),
    (region) => element.append(region),
  );
  const announce = useCallback((text: string) => void (live.textContent = text), [live]);

  const filterRef = useListFilter({ items, filters, filterButtons, announce, shownText: texts.post_list_shown });
  useLoadMore({ element, items, more, options, filterRef, announce, loadedText: texts.post_list_loaded });
  return null;
}
