import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginSourceFiles } from '../../scripts/plugin/sources';
import { REPO_ROOT } from '../../scripts/wordpress/wordpress';
import { phpProblems, site } from './site';

/** Last (files run in name order): the whole run's debug log, and the syntax of every PHP file. */
describe('PHP', () => {
  it("php -l passes on every PHP file of the plugin: its core's (wordpress/) and the families'", () => {
    const files = pluginSourceFiles(REPO_ROOT)
      .filter(({ source }) => source.endsWith('.php'))
      .map(({ source }) => join(REPO_ROOT, source));
    expect(files.filter((file) => file.includes('/widgets/')).length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
    const failures = files
      .map((file) => ({ file, result: spawnSync('php', ['-l', file], { encoding: 'utf8' }) }))
      .filter(({ result }) => result.status !== 0)
      .map(({ file, result }) => `${file}: ${result.stdout}${result.stderr}`);
    expect(failures).toEqual([]);
  });

  it('WordPress logged no PHP notice, warning or error during the whole run (WP_DEBUG on)', () => {
    expect(phpProblems()).toEqual([]);
  });

  it("nor did PHP's built-in server (errors raised before WordPress set its log)", () => {
    const file = site().serverLog;
    expect(phpProblems(existsSync(file) ? readFileSync(file, 'utf8') : '')).toEqual([]);
  });
});
