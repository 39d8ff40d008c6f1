import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { DEMO_ACTION_PREFIX, demoAjaxActions, demoRoutes } from '../backend/index';
import type { DemoRequest, DemoResponse } from '../backend/types';
import { demoSwitch } from '../backend/demo-switch';
import { compressedBody } from './compression';
import { demoPageResponse } from './page-response';
import { indexPage, listPages, readPage } from './pages';

// From this file's path, as in pages.ts (why there).
const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ASSETS_DIR = join(ROOT_DIR, 'demo-pages', 'assets');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

export interface DemoServerOptions {
  port?: number;
  host?: string;
  /** Extra markup for every page's head (the dev mode's live-reload script). */
  extraHead?: string;
  /** Takes a request before the demo does (the dev mode's reload stream); true when it answered. */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Folder of the built bundle served at /dist/ (default: the project's dist/). */
  distDir?: string;
}

export interface DemoServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toDemoRequest(request: IncomingMessage, url: URL, body: Buffer): DemoRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return {
    method: request.method ?? 'GET',
    url,
    headers,
    async formData() {
      if (request.method === 'GET' || body.length === 0) return new FormData();
      // Node's fetch Request parses both urlencoded and multipart bodies, as PHP would.
      return new Request(url, { method: 'POST', headers, body: new Uint8Array(body) }).formData();
    },
  };
}

/**
 * A backend's wait before answering is there so a person looking at the demo sees the loaders. A test
 * that does not look at one turns every wait off with `?delay=off` on its page (or the cookie
 * `demo_delay=off`), as the backends' other switches are set (demo-pages/backend/demo-switch.ts).
 */
function delaysOff(request: IncomingMessage, url: URL): boolean {
  return demoSwitch(toDemoRequest(request, url, Buffer.alloc(0)), 'delay', 'demo_delay') === 'off';
}

/** A static file's answer: its version names the compressed copy made once (compression.ts). */
type Answer = DemoResponse & { storedAs?: string };

/** Sends an answer, its text compressed as a production server would (compression.ts). */
async function send(request: IncomingMessage, response: ServerResponse, answer: Answer, delays = true): Promise<void> {
  if (answer.delayMs && delays) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...answer.headers };
  if (answer.json !== undefined) headers['content-type'] ??= 'application/json; charset=UTF-8';
  const text = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '');
  const compressed = await compressedBody(request, headers['content-type'], Buffer.from(text), answer.storedAs);
  response.writeHead(answer.status ?? 200, { ...headers, ...compressed.headers }).end(compressed.body);
}

async function handleBackend(request: IncomingMessage, url: URL): Promise<DemoResponse | undefined> {
  const needsBody = request.method === 'POST' || request.method === 'PUT';
  const body = needsBody ? await readBody(request) : Buffer.alloc(0);
  const demoRequest = toDemoRequest(request, url, body);

  if (url.pathname === '/wp-admin/admin-ajax.php') {
    const fields = request.method === 'POST' ? await demoRequest.formData() : new FormData();
    const action = String(fields.get('action') ?? url.searchParams.get('action') ?? '');
    if (request.method === 'GET') for (const [key, value] of url.searchParams) fields.append(key, value);
    const unprefixed = action.startsWith(`${DEMO_ACTION_PREFIX}_`) ? action.slice(DEMO_ACTION_PREFIX.length + 1) : action;
    const handler = demoAjaxActions.find((candidate) => candidate.action === unprefixed);
    // WordPress answers an unknown action with a bare "0" (HTTP 400 since 5.x).
    return handler ? handler.handle(fields, demoRequest) : { status: 400, text: '0', headers: { 'content-type': 'text/html' } };
  }
  for (const route of demoRoutes) {
    const match = url.pathname.match(route.path);
    if (!match) continue;
    if (route.method !== 'ANY' && route.method !== request.method) {
      return {
        status: 404,
        json: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
      };
    }
    return route.handle(demoRequest, match);
  }
  return undefined;
}

/**
 * The bundle's files and the demo's assets are revalidated, not refetched (README, "Tests": revalidated
 * files): each carries a validator, and a browser that has the file asks with it and gets 304, then
 * keeps what it compiled of a script, as on a production site. A rebuilt file has a new validator.
 */
async function staticValidator(file: string): Promise<string> {
  const { size, mtimeMs } = await stat(file);
  return `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`;
}

async function serveStatic(url: URL, options: DemoServerOptions, request: IncomingMessage): Promise<Answer | undefined> {
  const staticDirs: Record<string, string> = {
    '/dist/': options.distDir ? resolve(options.distDir) : join(ROOT_DIR, 'dist'),
    '/assets/': ASSETS_DIR,
  };
  for (const [prefix, dir] of Object.entries(staticDirs)) {
    if (!url.pathname.startsWith(prefix)) continue;
    const file = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
    if (!file.startsWith(dir)) return { status: 403, text: 'Forbidden' };
    try {
      const etag = await staticValidator(file);
      const headers = { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', etag };
      if (request.headers['if-none-match'] === etag) return { status: 304, headers, text: '' };
      const content = await readFile(file);
      // The validator names this version of the file: its compressed copy is made once (compression.ts).
      return { headers, text: content as unknown as string, storedAs: `${file} ${etag}` };
    } catch {
      return { status: 404, text: 'Not found' };
    }
  }
  return undefined;
}

/** A demo page, under the strict Content-Security-Policy (README, "Content-Security-Policy") with a nonce of its own. */
function servePage(url: URL, options: DemoServerOptions): DemoResponse | undefined {
  const extraHead = options.extraHead ? { extraHead: options.extraHead } : {};
  if (url.pathname === '/' || url.pathname === '/index.html') return demoPageResponse(indexPage(listPages()), extraHead);
  const slug = /^\/([a-z0-9-]+)\.html$/.exec(url.pathname)?.[1];
  const page = slug ? readPage(slug) : undefined;
  return page ? demoPageResponse(page, extraHead) : undefined;
}

export function createDemoRequestHandler(options: DemoServerOptions = {}) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    if (options.intercept?.(request, response)) return;
    try {
      const answer = (await handleBackend(request, url)) ??
        (await serveStatic(url, options, request)) ??
        servePage(url, options) ?? { status: 404, text: 'Not found' };
      await send(request, response, answer, !delaysOff(request, url));
    } catch (error) {
      console.error('[demo-server]', error);
      if (!response.headersSent) await send(request, response, { status: 500, text: 'Demo server error' });
    }
  };
}

export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const server = createServer((request, response) => void createDemoRequestHandler(options)(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
