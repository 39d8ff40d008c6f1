import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../demo-pages/server/compression';
import { startDemoServer, type DemoServer } from '../../../demo-pages/server/server';

/**
 * The demo server compresses what it serves as a production server does (README, "Benchmark": the
 * benchmark's byte figures are what a visitor gets): brotli when accepted, else gzip; text only.
 */
let server: DemoServer;
let distDir: string;
const SCRIPT = `/* a built file */\n${'window.islandsBench = (window.islandsBench || 0) + 1;\n'.repeat(200)}`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'demo-compression-'));
  writeFileSync(join(distDir, 'cms-islands.js'), SCRIPT);
  writeFileSync(join(distDir, 'tiny.js'), 'void 0;\n');
  writeFileSync(join(distDir, 'photo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(distDir, 'mug.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(40)}</svg>`);
  server = await startDemoServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as a browser sends it, its answer's bytes as they came (no client decompressing them). */
function get(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the demo server compresses its answers', () => {
  it('sends a built file in brotli when the browser accepts it, else gzip, else as it is', async () => {
    const brotli = await get('/dist/cms-islands.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/dist/cms-islands.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/dist/cms-islands.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // The same file again: the copy compressed once, byte for byte.
    expect((await get('/dist/cms-islands.js', 'br')).body.equals(brotli.body)).toBe(true);
  });

  it('compresses the backend’s JSON and SVG, never photos, nor answers too small to gain', async () => {
    const json = await get('/wp-admin/admin-ajax.php?action=cms_islands_ajax_search&query=a&post_type=any&number=50&delay=off', 'gzip, br');
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.body).toString()).length).toBeGreaterThan(1);

    const svg = await get('/dist/mug.svg', 'br');
    expect(svg.headers['content-encoding'], 'SVG is text').toBe('br');
    const photo = await get('/dist/photo.png', 'gzip, br');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(4096);
    const tiny = await get('/dist/tiny.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('void 0;\n');
    const missing = await get('/dist/none.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as RFC 9110 does: q=0 refuses a coding, * accepts any', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
