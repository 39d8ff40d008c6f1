import type { DemoResponse } from '../backend/types';
import { createNonce, demoContentSecurityPolicy } from './csp';
import { renderLayout, type DemoPage } from './pages';

/**
 * The headers every page of the demo site is sent with: HTML, and the demo's Content-Security-Policy
 * (README, "Content-Security-Policy") with the response's nonce.
 */
export function pageHeaders(nonce: string = createNonce()): Record<string, string> {
  return { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': demoContentSecurityPolicy(nonce) };
}

export interface PageResponseOptions {
  /** HTTP status (default 200): a not-found or failing page is a full page as well. */
  readonly status?: number;
  /** Extra markup for the head (the dev mode's live-reload script). */
  readonly extraHead?: string;
  /** Further headers (a CORS header, say). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A full page of the demo site: the demo layout (title, `lang`, the site header, the main landmark,
 * the settings global with the nonce) under the demo's policy. Every page a visitor can land on is
 * one, also those a widget otherwise fetches (a load-more link's next page, a popup's page, a social
 * account's page): without scripts, the visitor follows the link.
 */
export function demoPageResponse(page: Pick<DemoPage, 'title' | 'settings' | 'body'>, options: PageResponseOptions = {}): DemoResponse {
  const nonce = createNonce();
  return {
    status: options.status ?? 200,
    headers: { ...pageHeaders(nonce), ...options.headers },
    text: renderLayout(page, options.extraHead, nonce),
  };
}
