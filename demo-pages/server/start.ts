/**
 * `npm start`: builds the bundle, then serves the demo pages and the demo backend on localhost.
 * `npm run dev`: the same, rebuilding on every change and reloading open pages.
 * PORT chooses the port (default 8080; a free one is taken when 8080 is busy).
 */
import { watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { build } from 'vite';
import { buildAll } from '../../scripts/build';
import { mainBundleConfig } from '../../scripts/build-config';
import { startDemoServer, type DemoServer } from './server';
import { PAGES_DIR, WIDGETS_DIR } from './pages';

const DEFAULT_PORT = 8080;
/** DEMO_DIST_DIR builds and serves the bundle from another folder (two demo servers side by side). */
const distDir = process.env.DEMO_DIST_DIR ?? 'dist';
const devMode = process.argv.includes('--watch');

const RELOAD_PATH = '/__live-reload';
// Inline, so it carries the page's nonce (demo-pages/server/pages.ts fills it in).
const reloadScript = `<script nonce="{{nonce}}">new EventSource('${RELOAD_PATH}').onmessage = () => location.reload();</script>`;
const reloadClients = new Set<ServerResponse>();
function reloadPages(): void {
  for (const client of reloadClients) client.write('data: reload\n\n');
}

function acceptReloadClient(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url !== RELOAD_PATH) return false;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  reloadClients.add(response);
  request.on('close', () => reloadClients.delete(response));
  return true;
}

async function listen(): Promise<DemoServer> {
  const options = devMode ? { distDir, extraHead: reloadScript, intercept: acceptReloadClient } : { distDir };
  const requested = Number(process.env.PORT ?? DEFAULT_PORT);
  try {
    return await startDemoServer({ ...options, port: requested });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`Port ${requested} is busy; taking a free one.`);
    return startDemoServer({ ...options, port: 0 });
  }
}

async function main(): Promise<void> {
  await buildAll(distDir);
  const demo = await listen();
  if (devMode) {
    const config = mainBundleConfig(distDir);
    await build({
      ...config,
      build: { ...config.build, watch: {} },
      plugins: [...(config.plugins ?? []), { name: 'live-reload', writeBundle: reloadPages }],
    });
    watch(PAGES_DIR, reloadPages);
    // A family's own demo page sits in its folder (`<slug>.demo.html`).
    watch(WIDGETS_DIR, { recursive: true }, (_event, file) => String(file).endsWith('.demo.html') && reloadPages());
  }
  console.log(
    `\nCMS Islands demo site: ${demo.url}/\n${devMode ? 'Watching for changes; pages reload on rebuild.\n' : ''}Press Ctrl+C to stop.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
