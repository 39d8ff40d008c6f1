import { afterEach } from 'vitest';
import { registerFileExport } from '../../core/files/slots';
import { SANITIZER_VENDOR } from '../../core/html/profiles';
import sanitizerVendor from '../../core/html/sanitizer-vendor';
import { loadReactDomClient } from '../../mount/react-dom-client';

// jsdom runs no <script src>: the sanitizer's on-demand file is put in its slot as if it had run, so
// every HTML answer in a unit test goes through the real DOMPurify (README, "HTML answers").
registerFileExport('vendor', SANITIZER_VENDOR, sanitizerVendor);

// React DOM's client is evaluated once the page's first task is over (mount/react-dom-client.ts): here
// it is ready before any test, so a test's mounts run when it asks, as they did.
await loadReactDomClient();

// Testing Library unmounts what a test rendered by itself, through a global `afterEach`, when a test
// file imports it (its auto-cleanup). Only the files that render with it pay for loading it; importing
// it here made every file load it (README, "Tests").
Object.assign(globalThis, { afterEach });

afterEach(() => {
  document.body.innerHTML = '';
});
