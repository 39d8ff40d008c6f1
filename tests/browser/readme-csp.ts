import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { NONCE } from '../../demo-pages/server/csp';

/** The header line of the README's "Content-Security-Policy" section, exactly as a site would copy it. */
export function readmeHeader(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Content-Security-Policy\n'));
  const line = section && /^Content-Security-Policy: (.+)$/m.exec(section);
  if (!line?.[1]) throw new Error('README.md has no "Content-Security-Policy: …" line in its "Content-Security-Policy" section');
  return line[1];
}

/** The settings global's script tag and its nonce, as the demo server prints it. */
export const SETTINGS_NONCE = /<script id="cms-islands-js-extra" nonce="([^"]+)"/;

/** Serves every demo page with exactly the README's header (its nonce placeholder given the page's nonce). */
export async function serveWithReadmeHeader(page: Page, header = readmeHeader()): Promise<void> {
  await page.route(
    (url) => url.pathname === '/' || url.pathname.endsWith('.html'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const nonce = SETTINGS_NONCE.exec(body)?.[1];
      if (!nonce) throw new Error(`${route.request().url()} printed its settings global without a nonce`);
      const headers = { ...response.headers(), 'content-security-policy': header.replace(NONCE, nonce) };
      await route.fulfill({ response, headers, body });
    },
  );
}

/** Scrolls the page from top to bottom, two frames a step, so every lazily mounted widget mounts; then back up. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
}
