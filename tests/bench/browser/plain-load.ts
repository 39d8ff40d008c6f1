/**
 * A load with no DevTools client attached (README, "Benchmark": reading a load figure). Playwright
 * drives Chromium through the DevTools protocol, and with a client attached V8 parses the bundle once
 * more (about 20 ms a visitor does not pay). Here Chromium is started as a plain process on the page's
 * address, in a fresh profile (a cold cache), with nothing attached: the page carries the probe
 * (browser/probe.ts) first in its head and, at its end, a script that reads the page `afterLoadMs`
 * after the load event and posts the reading to the bench server (site/server.ts, nextReport). Then
 * the process is ended. Script time is not to be had this way (it is a DevTools counter): the page's
 * own clocks are, its long tasks, its long animation frames and their scripts, its marks.
 */
import { VIEWPORT } from '../config';
import { REPORT_PATH, type BenchSite } from '../site/server';
import { KEEP_NAMES_SHIM, PROBE_SCRIPT } from './probe';
import { startChromium } from './process';

/** What a reporting page posts: its reading, and the viewport and browser it was read in. */
export interface PlainReport<Reading> {
  reading: Reading;
  viewport: { width: number; height: number };
  userAgent: string;
}

/** A page reports within this after the load event and its watch, or the load counts as failed. */
const REPORT_TIMEOUT_MS = 60_000;

function reporterScript(readSource: string, argument: unknown, afterLoadMs: number): string {
  return `${KEEP_NAMES_SHIM}
addEventListener('load', () => setTimeout(() => {
  const reading = (${readSource})(${JSON.stringify(argument)});
  fetch(${JSON.stringify(REPORT_PATH)}, { method: 'POST', body: JSON.stringify({ reading, viewport: { width: innerWidth, height: innerHeight }, userAgent: navigator.userAgent }) });
}, ${afterLoadMs}));`;
}

/**
 * The page's HTML made to measure itself: the probe before anything else of the page (as Playwright's
 * init script would run it), and the reporter at the end of the body.
 */
function reportingPage<Argument, Reading>(
  html: string,
  read: (argument: Argument) => Reading,
  argument: Argument,
  afterLoadMs: number,
): string {
  const probe = `<script>${PROBE_SCRIPT}</script>`;
  const reporter = `<script>${reporterScript(read.toString(), argument, afterLoadMs)}</script>`;
  const withProbe = html.replace(/<head>/i, (head) => `${head}\n${probe}`);
  if (withProbe === html || !/<\/body>/i.test(html)) throw new Error('a reporting page needs a <head> and a </body>');
  return withProbe.replace(/<\/body>/i, (end) => `${reporter}\n${end}`);
}

/** Opens `url` in a plain headless Chromium (fresh profile, no DevTools client) and waits for its page's report. */
async function reportOf<Reading>(
  executablePath: string,
  site: BenchSite,
  url: string,
  window: { width: number; height: number },
): Promise<PlainReport<Reading>> {
  const report = site.nextReport(REPORT_TIMEOUT_MS);
  const browser = await startChromium(executablePath, { args: [`--window-size=${window.width},${window.height}`, url] });
  try {
    return (await report) as PlainReport<Reading>;
  } finally {
    await browser.close();
  }
}

/**
 * The window size that gives the benchmark's viewport: a headless window's own frame takes part of its
 * height (a blank page reports its inner size once, and the frame is added back).
 */
export async function calibratedWindow(executablePath: string, site: BenchSite): Promise<{ width: number; height: number }> {
  const blank = '<!doctype html><html><head><title>Window size</title></head><body></body></html>';
  const url = site.addPage(reportingPage(blank, () => null, null, 0));
  const { viewport } = await reportOf<null>(executablePath, site, url, VIEWPORT);
  return { width: 2 * VIEWPORT.width - viewport.width, height: 2 * VIEWPORT.height - viewport.height };
}

/**
 * Loads `html` (served by the bench site) cold in a plain Chromium and returns what `read(argument)`
 * gave in the page `afterLoadMs` after its load event.
 */
export async function loadWithoutDevTools<Argument, Reading>(
  { executablePath, site, window }: { executablePath: string; site: BenchSite; window: { width: number; height: number } },
  html: string,
  read: (argument: Argument) => Reading,
  argument: Argument,
  afterLoadMs: number,
): Promise<PlainReport<Reading>> {
  const url = site.addPage(reportingPage(html, read, argument, afterLoadMs));
  return reportOf<Reading>(executablePath, site, url, window);
}
