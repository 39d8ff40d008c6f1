/**
 * Varnish in front of the test WordPress (README, "A busy site" and "Tests", "WordPress"): Debian's
 * `varnishd` with the VCL the plugin ships (wordpress/cms-islands/docs/varnish.vcl), its backend set
 * to PHP's port and nothing else changed, a working folder in the site's throwaway folder, a small
 * malloc store, in the foreground (`-F`) so the process group the caller tracks is all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DebianPackage } from './source';

/** The VCL the plugin ships, as a host would install it. */
export const SHIPPED_VCL = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../wordpress/cms-islands/docs/varnish.vcl');

export const VARNISH_PACKAGE: DebianPackage = { name: 'varnish', file: '/usr/sbin/varnishd' };

/** The cache's memory (MB): the test site's pages and answers take a few. */
const STORE_MB = 32;

/** The shipped VCL with its backend's port set to `backendPort` (the only line a host edits here: the host is 127.0.0.1 already). */
export function vclFor(backendPort: number): string {
  const shipped = readFileSync(SHIPPED_VCL, 'utf8');
  const pattern = /(backend default \{\s*\.host = "127\.0\.0\.1";\s*\.port = ")\d+(";)/;
  if (!pattern.test(shipped)) throw new Error(`${SHIPPED_VCL} has no backend default on 127.0.0.1 with a .port line to set`);
  return shipped.replace(pattern, `$1${backendPort}$2`);
}

/**
 * Starts varnishd listening on 127.0.0.1:`port`, in front of PHP on `backendPort`; `dir` is the
 * site's folder (the VCL copy, the working folder and the log go there). Spawned detached: the
 * caller kills its process group.
 */
export function spawnVarnish(dir: string, port: number, backendPort: number): { child: ChildProcess; log: string } {
  const vcl = join(dir, 'varnish.vcl');
  writeFileSync(vcl, vclFor(backendPort));
  const log = join(dir, 'varnish.log');
  const child = spawn(
    'varnishd',
    [
      '-F',
      // No jail: the working folder is the site's, which only this user may enter.
      '-j',
      'none',
      '-n',
      join(dir, 'varnish'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      vcl,
      '-s',
      `malloc,${STORE_MB}m`,
      // One small pool: two shared cores, a few dozen connections at most.
      '-p',
      'thread_pools=1',
      '-p',
      'thread_pool_min=10',
      '-p',
      'thread_pool_max=200',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const write = (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' });
  child.stdout?.on('data', write);
  child.stderr?.on('data', write);
  return { child, log };
}
