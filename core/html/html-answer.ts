import { useMemo } from 'react';
import { loadVendor } from '../files/load-file';
import { useVendor } from '../hooks/useVendor';
import { trustedHtmlPolicy } from '../trusted-types';
import type { SanitizerVendor } from './sanitizer-vendor';
import { SANITIZER_VENDOR, type HtmlProfile } from './profiles';

export type { HtmlProfile } from './profiles';

/**
 * Turns one HTML answer into clean nodes of this page (README, "HTML answers"). `pick`: a CSS selector,
 * written against the answer as the server printed it, for the one element of it to keep (an empty
 * fragment when it matches nothing): picked before the answer's ids get their prefix.
 */
export type HtmlToNodes = (html: string, profile?: HtmlProfile, pick?: string) => DocumentFragment;

/**
 * THE way any HTML a widget did not print itself becomes nodes (README, "HTML answers"): through
 * DOMPurify, fetched as its own file the first time. Start it together with the call whose answer it
 * will clean (`Promise.all`), so it costs no wait of its own. Rejects when the file cannot be loaded:
 * the caller then treats the answer as failed and keeps what the page shows.
 */
export async function loadHtmlSanitizer(): Promise<HtmlToNodes> {
  return sanitizerOf(await loadVendor<SanitizerVendor>(SANITIZER_VENDOR));
}

const sanitizerOf =
  (vendor: SanitizerVendor): HtmlToNodes =>
  (html, profile = 'content', pick = '') =>
    remembered(vendor.sanitize(html, profile, trustedHtmlPolicy(), pick));

/**
 * Every element an HTML answer became on this page. An answer's ids are not the page's: a reference
 * the page's own markup makes by id (a popup's `#id`, an opener's target) never resolves to one of
 * these (README, "HTML answers"), whatever id it carries and wherever it is now. Kept here, in the one
 * way in, which on-demand files share with the main bundle (src/shared-module-names.ts).
 */
const answerElements = new WeakSet<Element>();

function remembered(fragment: DocumentFragment): DocumentFragment {
  for (const element of fragment.querySelectorAll('*')) answerElements.add(element);
  return fragment;
}

/** Whether an element came from an HTML answer (it went through the sanitizer), not from the page's markup. */
export function isFromHtmlAnswer(element: Element): boolean {
  return answerElements.has(element);
}

/**
 * The sanitizer for a widget that renders HTML it was given (not fetched), fetched once `wanted`:
 * null until then and while its file loads, false when it could not be loaded (reported once,
 * core/hooks/useVendor.ts).
 */
export function useHtmlSanitizer(widget: string, element: HTMLElement, wanted: boolean): HtmlToNodes | null | false {
  const vendor = useVendor<SanitizerVendor>(SANITIZER_VENDOR, widget, element, wanted);
  return useMemo(() => vendor && sanitizerOf(vendor), [vendor]);
}
