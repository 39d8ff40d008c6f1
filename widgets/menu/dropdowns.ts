import { loadVendor } from '../../core/files/load-file';
import { reportError, warn } from '../../core/log';
import { loadHtmlSanitizer, type HtmlToNodes } from '../../core/html/html-answer';
import type { HttpVendor } from '../vendors/http';
import { MENU_MARKUP } from './markup';

/**
 * Mega-menu dropdowns the server did not print (README, "Dropdowns loaded on demand"): each is a
 * placeholder `<div data-dropdown-placeholder="{id}">`; ONE call per page,
 * `POST ajaxurl action={prefix}_load_html_dropdowns ids[]=…`, fetches them all. The answer is
 * `{ status, data: { id: html }, message }`: with status `success` each placeholder is replaced by its
 * HTML, cleaned by the one sanitizer (the runtime mounts the widgets inside by itself); any other status logs the message; a
 * failed call is only logged. The menu works the same either way.
 */
const DROPDOWNS_ACTION = 'load_html_dropdowns';

export type DropdownAnswerFetcher = (endpoint: string, body: URLSearchParams) => Promise<unknown>;

/** The call itself, with the HTTP client fetched on demand (widgets/vendors/http.ts). */
const fetchWithHttpVendor: DropdownAnswerFetcher = async (endpoint, body) => {
  const vendor = await loadVendor<HttpVendor>('http');
  try {
    return await vendor.http.post(endpoint, { body, ...vendor.siteEndpoint(endpoint) }).json();
  } catch (error) {
    throw new Error(vendor.describeCallFailure(error));
  }
};

let fetcher: DropdownAnswerFetcher = fetchWithHttpVendor;
let pending: Promise<void> | null = null;

/** Tests: another way to get the answer, and a page that has not asked yet. */
export function setDropdownFetcherForTests(replacement: DropdownAnswerFetcher | null): void {
  fetcher = replacement ?? fetchWithHttpVendor;
  pending = null;
}

/** The placeholders of the page, by id (an id may appear in several menus: desktop and mobile). */
export function collectPlaceholders(root: ParentNode): Map<string, HTMLElement[]> {
  const byId = new Map<string, HTMLElement[]>();
  for (const placeholder of root.querySelectorAll<HTMLElement>(`[${MENU_MARKUP.attributes.dropdownPlaceholder}]`)) {
    const id = placeholder.getAttribute(MENU_MARKUP.attributes.dropdownPlaceholder)?.trim();
    if (!id) continue;
    byId.set(id, [...(byId.get(id) ?? []), placeholder]);
  }
  return byId;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies an answer of any shape: returns how many placeholders were replaced. Never throws: what
 * cannot be used is logged, and those placeholders stay as the server printed them.
 */
export function applyDropdownAnswer(
  answer: unknown,
  placeholders: ReadonlyMap<string, readonly HTMLElement[]>,
  toNodes: HtmlToNodes,
): number {
  if (!isRecord(answer)) {
    reportError('dropdowns: the server answer could not be read', answer);
    return 0;
  }
  if (answer.status !== 'success') {
    const message = typeof answer.message === 'string' && answer.message ? answer.message : 'no message';
    reportError(`dropdowns: the server did not send them (${message})`);
    return 0;
  }
  const data = answer.data;
  if (!isRecord(data)) {
    reportError('dropdowns: the answer has no data map', answer);
    return 0;
  }
  let replaced = 0;
  const missing: string[] = [];
  for (const [id, elements] of placeholders) {
    const html = Object.prototype.hasOwnProperty.call(data, id) ? data[id] : undefined;
    if (typeof html !== 'string') {
      missing.push(id);
      continue;
    }
    for (const placeholder of elements) {
      if (!placeholder.isConnected) continue;
      try {
        placeholder.replaceWith(toNodes(html));
        replaced += 1;
      } catch (error) {
        reportError(`dropdowns: the HTML of dropdown ${id} could not be inserted`, error);
      }
    }
  }
  if (missing.length > 0) warn(`dropdowns: the answer has no HTML for ${missing.join(', ')}`);
  return replaced;
}

/**
 * Asks for every placeholder of the page, once per page (later calls get the same promise). Resolves
 * when the answer was applied or the failure logged; never rejects.
 */
export function loadDropdowns(endpoint: string, actionPrefix: string, root: ParentNode = document): Promise<void> {
  if (pending) return pending;
  const placeholders = collectPlaceholders(root);
  if (placeholders.size === 0) return Promise.resolve();
  const body = new URLSearchParams({ action: `${actionPrefix}_${DROPDOWNS_ACTION}` });
  for (const id of placeholders.keys()) body.append('ids[]', id);
  const all = [...placeholders.values()].flat();
  for (const placeholder of all) placeholder.setAttribute('aria-busy', 'true');
  // The sanitizer's file comes while the server answers (README, "HTML answers").
  pending = Promise.all([fetcher(endpoint, body), loadHtmlSanitizer()])
    .then(
      ([answer, toNodes]) => void applyDropdownAnswer(answer, placeholders, toNodes),
      (error: unknown) => reportError(`dropdowns: the call failed: ${error instanceof Error ? error.message : 'no answer'}`, error),
    )
    .finally(() => {
      for (const placeholder of all) placeholder.removeAttribute('aria-busy');
    });
  return pending;
}
