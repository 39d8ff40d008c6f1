import { useCallback, useEffect, useState } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useSettings } from '../../core/store/react';
import { searchUrl } from './api';
import type { SearchOptions } from './options';
import { formField } from './structure';

export interface SearchText {
  /** The typed text, trimmed: what the suggestions mark. */
  readonly query: string;
  /** The call for it, or null below data-min-chars. */
  readonly url: string | null;
  /** The visitor typed since the list last closed. */
  readonly open: boolean;
  /** Focus is in the form. */
  readonly focused: boolean;
  setOpen(open: boolean): void;
  /** Empties the text field (Escape), and so the call and the list. */
  clear(): void;
}

/**
 * What the visitor typed, and the search call it makes (README, "Call"): typing, and a category
 * select or other field of the form changing, ask again; focus leaving the form closes the list.
 */
export function useSearchText(form: HTMLFormElement, input: HTMLInputElement, options: SearchOptions): SearchText {
  const { ajaxurl, ajax_action_prefix: prefix } = useSettings();
  const [url, setUrl] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // Focus may be in the form already: the widget mounts on the visitor's first sign of intent (README,
  // "Mount strategies": interaction), a click in the field, and its focusin came before us.
  const [focused, setFocused] = useState(() => form.contains(document.activeElement));

  const callFor = useCallback(
    (text: string) =>
      text.length < options.minChars
        ? null
        : searchUrl(ajaxurl, prefix, {
            query: text,
            number: options.number,
            postType: formField(form, 'post_type') || options.postType,
            productCat: formField(form, 'product_cat'),
          }),
    [ajaxurl, prefix, form, options.minChars, options.number, options.postType],
  );
  const readText = () => {
    const text = input.value.trim();
    setQuery(text);
    setUrl(callFor(text));
  };

  useDomListener(form, 'input', () => {
    readText();
    setOpen(true);
  });
  // What the visitor typed before the widget came is asked for at once, the list open while they are in it.
  useEffect(() => {
    if (!input.value.trim()) return;
    readText();
    setOpen(form.contains(document.activeElement));
    // Once, at mount: later text comes with its input event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useDomListener(form, 'change', (event) => {
    if (event.target !== input) readText();
  });
  useDomListener(form, 'focusin', () => setFocused(true));
  useDomListener(form, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && form.contains(next)) return;
    setFocused(false);
    setOpen(false);
  });

  const clear = () => {
    input.value = '';
    setQuery('');
    setUrl(null);
    setOpen(false);
  };
  return { query, url, open, focused, setOpen, clear };
}
