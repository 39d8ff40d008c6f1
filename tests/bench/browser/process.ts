/**
 * Chromium as a plain process, not through Playwright: for the loads with no DevTools client attached
 * (browser/plain-load.ts) and for Lighthouse, which connects to a debugging port of its own
 * (cases/lighthouse.ts). A fresh profile each time (a cold cache), the flags the browser tests use
 * (tests/browser/chromium.ts: no network beyond loopback), headless.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../browser/chromium';

/** As Playwright's headless launch: no scrollbar taking width from the page, no sound. */
const PLAIN_ARGS = ['--headless=new', '--hide-scrollbars', '--mute-audio'];
/** How long the browser gets to close before it is killed. */
const CLOSE_TIMEOUT_MS = 5_000;
/** How long a browser asked for a debugging port gets to say which. */
const PORT_TIMEOUT_MS = 30_000;

export interface ChromiumProcess {
  /** The remote-debugging port, when one was asked for (`debuggingPort: true`). */
  port?: number;
  /** Ends the browser and every process it started; removes its profile. */
  close(): Promise<void>;
}

/**
 * Ends the browser and every process it started (its own process group: the renderer, the GPU and
 * crash handlers), killed if it has not closed in time.
 */
function endProcess(browser: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-browser.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  if (browser.exitCode !== null || browser.signalCode !== null) {
    signal('SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const killer = setTimeout(() => signal('SIGKILL'), CLOSE_TIMEOUT_MS);
    browser.once('exit', () => {
      clearTimeout(killer);
      // What outlived the browser (a crash handler) goes with it.
      signal('SIGKILL');
      resolve();
    });
    signal('SIGTERM');
  });
}

/** The port a browser started with `--remote-debugging-port=0` prints on its standard error. */
function debuggingPort(browser: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no debugging port in ${PORT_TIMEOUT_MS} ms: ${printed}`)),
      PORT_TIMEOUT_MS,
    );
    browser.stderr!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(printed)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      resolve(Number(port));
    });
    browser.once('exit', () => reject(new Error(`Chromium ended before giving a debugging port: ${printed}`)));
  });
}

export async function startChromium(
  executablePath: string,
  { args = [], debuggingPort: withPort = false }: { args?: readonly string[]; debuggingPort?: boolean } = {},
): Promise<ChromiumProcess> {
  const profile = mkdtempSync(join(tmpdir(), 'cms-islands-chromium-'));
  const browser = spawn(
    executablePath,
    [...CHROMIUM_ARGS, ...PLAIN_ARGS, `--user-data-dir=${profile}`, ...(withPort ? ['--remote-debugging-port=0'] : []), ...args],
    // Its own process group, so it ends with every process it started (endProcess).
    { stdio: ['ignore', 'ignore', withPort ? 'pipe' : 'ignore'], detached: true },
  );
  const close = async () => {
    await endProcess(browser);
    // A child's last writes may land while the folder goes: tried again a few times.
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  if (!withPort) return { close };
  try {
    return { port: await debuggingPort(browser), close };
  } catch (error) {
    await close();
    throw error;
  }
}
