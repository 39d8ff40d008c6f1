/**
 * Takes a screenshot of a page in the same headless Chromium the tests use, and prints the page's
 * console problems. Usage: `tsx scripts/screenshot.ts <url> <out.png> [--full] [--width=1280]`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/browser/chromium';

async function main(): Promise<void> {
  const [url, out] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!url || !out) throw new Error('usage: tsx scripts/screenshot.ts <url> <out.png> [--full] [--width=1280]');
  const width = Number(process.argv.find((arg) => arg.startsWith('--width='))?.split('=')[1] ?? 1280);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (message) => console.log(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  await page.goto(url);
  await page.waitForTimeout(500);
  await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
