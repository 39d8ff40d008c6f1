import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

let browser: Browser | null = null;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  return browser;
}
afterAll(async () => {
  await browser?.close();
  browser = null;
});

export function demoUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

export interface OpenedPage {
  page: Page;
  /** console.error and console.warn lines, and uncaught page errors, in order. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * Opens a demo page in a fresh context. Every console error, console warning and page error is
 * collected, so a test can assert there were none (or exactly the expected one).
 */
export async function openPage(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(demoUrl(path));
  await waitForIslands(page);
  return { page, problems, close: () => context.close() };
}

/** Resolves once the bundle has started and two frames have passed (mount batches run per frame). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => 'CMSIslands' in window);
  await settle(page);
}

export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core on the page (WCAG 2.x A and AA rules, plus best practices) and returns its violations. */
export async function axeViolations(page: Page, selector = 'body'): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector);
}

/** Layout-shift entries observed since the page started (buffered), summed. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
