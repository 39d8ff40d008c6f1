/**
 * The benchmark's web server: its generated pages at /bench/<n>.html, and everything else (the built
 * bundle at /dist/, the demo assets, the demo backend) answered by the demo site's own handler. One
 * origin, so the pages' relative calls reach the demo backend as on the demo site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoRequestHandler } from '../../../demo-pages/server/server';

export interface BenchSite {
  url: string;
  /** Serves the page and returns its full address. */
  addPage(html: string): string;
  close(): Promise<void>;
}

export async function startBenchSite(distDir: string): Promise<BenchSite> {
  const pages = new Map<string, string>();
  const demo = createDemoRequestHandler({ distDir });
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://bench').pathname);
    if (page === undefined) {
      void demo(request, response);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
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
      pages.set(path, html);
      return `${url}${path}`;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
