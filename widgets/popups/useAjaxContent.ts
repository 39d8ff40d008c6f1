import { useEffect, useState } from 'react';
import { http, describeCallFailure } from '../../core/http/ajax';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { reportError } from '../../core/log';

type AjaxState = { kind: 'loading' } | { kind: 'ready'; nodes: DocumentFragment } | { kind: 'failed' };

/**
 * An answer with neither text nor media shows nothing: it is a failed load to the visitor (so is a
 * `selector` that matches nothing, or is no selector: the sanitizer then gives an empty fragment).
 */
const isEmpty = (nodes: DocumentFragment) =>
  nodes.textContent?.trim() === '' && !nodes.querySelector('img, iframe, video, form, svg, input');

/**
 * An ajax popup's content (README, "Content and lightbox popups"): the page at `address` (empty: not an address
 * of this site) fetched as HTML, sanitized, and `selector` picked out of it when given. An answer that
 * fails, or holds nothing to show, is reported on the console against the opener and becomes `failed`.
 */
export function useAjaxContent(address: string, selector: string, opener: HTMLElement): AjaxState {
  const [state, setState] = useState<AjaxState>({ kind: 'loading' });
  useEffect(() => {
    if (!address) {
      reportError('popup: its content address is not an address of this site', opener);
      setState({ kind: 'failed' });
      return;
    }
    const controller = new AbortController();
    // The sanitizer's file comes while the server answers (README, "HTML answers").
    Promise.all([http.get(address, { signal: controller.signal, headers: { accept: 'text/html' } }).text(), loadHtmlSanitizer()]).then(
      ([html, toNodes]) => {
        if (controller.signal.aborted) return;
        // Picked by the sanitizer, before the answer's ids get their prefix (README, "HTML answers").
        const picked = toNodes(html, 'content', selector);
        if (isEmpty(picked)) {
          reportError(`popup: the answer from ${address} holds nothing to show`, opener);
          setState({ kind: 'failed' });
        } else setState({ kind: 'ready', nodes: picked });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(`popup: ${address} could not be loaded: ${describeCallFailure(error)}`, opener, error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [address, selector, opener]);
  return state;
}
