import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../core/log';
import type { SearchOptions } from './options';
import { SearchCombobox } from './SearchCombobox';
import { SearchOverlay } from './SearchOverlay';
import { readSearchStructure } from './structure';

/** One widget, two forms (README): the overlay (a `<dialog>` in the element) and the inline field with its dropdown. */
export function SearchWidget({ element, options }: WidgetProps<SearchOptions>) {
  const structure = useMemo(() => readSearchStructure(element), [element]);
  useEffect(() => {
    if (!structure) warn('search: no form with a text field (input name="s") found; the search stays a plain form', element);
  }, [element, structure]);
  if (!structure) return null;
  const { form, input, overlay } = structure;
  return (
    <>
      {overlay ? <SearchOverlay element={element} dialog={overlay.dialog} openers={overlay.openers} input={input} /> : null}
      <SearchCombobox form={form} input={input} options={options} mode={overlay ? 'overlay' : 'inline'} />
    </>
  );
}
