import type { DemoRequest } from './types';

/**
 * A demo backend's switch for one request (slow, fail, malformed…): the calling page's own query
 * parameter, read from the Referer (`/search.html?backend=slow`), else a cookie the tests may set.
 */
export function demoSwitch(request: DemoRequest, parameter: string, cookieName: string): string {
  const referer = request.headers.get('referer');
  let fromPage: string | null = null;
  try {
    fromPage = referer ? new URL(referer).searchParams.get(parameter) : null;
  } catch {
    fromPage = null;
  }
  const cookie = new RegExp(`(?:^|;\\s*)${cookieName}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1];
  return (fromPage ?? (cookie ? decodeURIComponent(cookie) : '')).toLowerCase();
}
