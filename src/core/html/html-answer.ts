import { useMemo } from 'react';
import { loadVendor } from '../files/load-file';
import { useVendor } from '../hooks/useVendor';
import { trustedHtmlPolicy } from '../trusted-types';
import type { SanitizerVendor } from './sanitizer-vendor';
import { SANITIZER_VENDOR, type HtmlProfile } from './profiles';

export type { HtmlProfile } from './profiles';

/** Turns one HTML answer into clean nodes of this page (README, "HTML answers"). */
export type HtmlToNodes = (html: string, profile?: HtmlProfile) => DocumentFragment;

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
  (html, profile = 'content') =>
    vendor.sanitize(html, profile, trustedHtmlPolicy());

/**
 * The sanitizer for a widget that renders HTML it was given (not fetched), fetched once `wanted`:
 * null until then and while its file loads, false when it could not be loaded (reported once,
 * src/core/hooks/useVendor.ts).
 */
export function useHtmlSanitizer(widget: string, element: HTMLElement, wanted: boolean): HtmlToNodes | null | false {
  const vendor = useVendor<SanitizerVendor>(SANITIZER_VENDOR, widget, element, wanted);
  return useMemo(() => vendor && sanitizerOf(vendor), [vendor]);
}
