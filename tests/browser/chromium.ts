import { existsSync } from 'node:fs';

/** Flags this machine needs: no sandbox as root, no GPU, and no calls to Google's hosts (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * A Chromium without downloading a browser: CHROMIUM_PATH if set, else a system Chromium (Debian's
 * `chromium` package), else the one shipped inside the @sparticuz/chromium npm package. Fails loudly
 * with what to do when there is none; browser tests are never skipped silently.
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  if (system) return system;
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return await packaged.executablePath();
  } catch (error) {
    throw new Error(
      'No Chromium found for the browser tests. Install one: `apt-get install chromium` (Debian), ' +
        'or `npm install` (brings @sparticuz/chromium), or set CHROMIUM_PATH to a Chromium binary. ' +
        `(@sparticuz/chromium said: ${(error as Error).message})`,
    );
  }
}
