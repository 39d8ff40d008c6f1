import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo-pages/server/server';

/**
 * The demo server's static files are revalidated, not refetched (README, "Tests": revalidated files):
 * a validator on each, 304 to a browser that has the file, the file again once it is rebuilt.
 */
let server: DemoServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'demo-revalidation-'));
  writeFileSync(join(distDir, 'cms-islands.js'), 'window.built = 1;\n');
  server = await startDemoServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('the demo server keeps its static files revalidated', () => {
  it('a built file carries a validator and no-cache; asked with it, the answer is 304 with no body', async () => {
    const first = await get('/dist/cms-islands.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/dist/cms-islands.js', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a rebuilt file has a new validator, so a browser holding the old one gets the new file', async () => {
    const etag = (await get('/dist/cms-islands.js')).headers.get('etag')!;
    writeFileSync(join(distDir, 'cms-islands.js'), 'window.built = 2; // rebuilt\n');
    const after = await get('/dist/cms-islands.js', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('rebuilt');
  });

  it('pages and answers are never kept', async () => {
    const page = await get('/carousel.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('etag')).toBeNull();
  });
});
