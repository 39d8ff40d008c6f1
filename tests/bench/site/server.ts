/**
 * The benchmark's web server: its generated pages at /bench/<n>.html, and everything else (the built
 * bundle at /dist/, the demo assets, the demo backend) answered by the demo site's own handler. One
 * origin, so the pages' relative calls reach the demo backend as on the demo site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressedBody } from '../../../demo-pages/server/compression';
import { createDemoRequestHandler } from '../../../demo-pages/server/server';

export interface BenchSite {
  url: string;
  /** Serves the page and returns its full address. */
  addPage(html: string): string;
  /** Serves a file of the benchmark's own (a page's stylesheet) at /bench/<name>; returns its path. */
  addFile(name: string, contentType: string, body: string): string;
  /**
   * The JSON body of the next POST to REPORT_PATH: how a page loaded with no DevTools client attached
   * hands back what it measured (browser/plain-load.ts). Rejects after `timeoutMs`.
   */
  nextReport(timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
}

/** Where a page reports its own measurements (BenchSite.nextReport). */
export const REPORT_PATH = '/bench/report';

export async function startBenchSite(distDir: string): Promise<BenchSite> {
  const pages = new Map<string, { type: string; body: string }>();
  const demo = createDemoRequestHandler({ distDir });
  let reportWaiter: ((body: unknown) => void) | undefined;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === REPORT_PATH && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        const waiter = reportWaiter;
        reportWaiter = undefined;
        waiter?.(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
      return;
    }
    const page = pages.get(path);
    if (page === undefined) {
      void demo(request, response);
      return;
    }
    // Compressed as the demo site's answers are (demo-pages/server/compression.ts): the bytes a visitor gets.
    void compressedBody(request, page.type, Buffer.from(page.body)).then(({ body, headers }) =>
      response.writeHead(200, { 'content-type': page.type, 'cache-control': 'no-store', ...headers }).end(body),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    addPage(html) {
      const path = `/bench/${pages.size + 1}.html`;
      pages.set(path, { type: 'text/html; charset=utf-8', body: html });
      return `${url}${path}`;
    },
    addFile(name, contentType, body) {
      const path = `/bench/${name}`;
      pages.set(path, { type: contentType, body });
      return path;
    },
    nextReport: (timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reportWaiter = undefined;
          reject(new Error(`no report from the page within ${timeoutMs} ms`));
        }, timeoutMs);
        reportWaiter = (body) => {
          clearTimeout(timer);
          resolve(body);
        };
      }),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
