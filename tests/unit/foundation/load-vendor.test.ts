import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleFileName } from '../../../core/files/file-names';
import { FILE_SLOTS_GLOBAL } from '../../../core/files/slots';
import type * as LoadFile from '../../../core/files/load-file';
import type * as Slots from '../../../core/files/slots';

const fakeSwiper = { marker: 'swiper' };
const vendorScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-islands-file]')];

/** Each test gets a fresh loader (its once-per-page memory is module state). */
let loadVendor: typeof LoadFile.loadVendor;
let registerFileExport: typeof Slots.registerFileExport;
/** What a vendor file does when it runs. */
const registerVendor = (name: string, value: unknown) => registerFileExport('vendor', name, value);
beforeEach(async () => {
  vi.resetModules();
  ({ loadVendor } = await import('../../../core/files/load-file'));
  ({ registerFileExport } = await import('../../../core/files/slots'));
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FILE_SLOTS_GLOBAL];
  for (const script of vendorScripts()) script.remove();
});

describe('on-demand vendor files', () => {
  it("an element named like the files' private global (any page content may print one) does not take its place", async () => {
    // The window's named properties (elements with that id or name) sit on its prototype chain.
    const named = document.createElement('div');
    named.id = FILE_SLOTS_GLOBAL;
    const prototype = Object.getPrototypeOf(globalThis) as object;
    delete (globalThis as Record<string, unknown>)[FILE_SLOTS_GLOBAL];
    Object.defineProperty(prototype, FILE_SLOTS_GLOBAL, { value: named, writable: true, configurable: true });
    try {
      registerVendor('swiper', fakeSwiper);
      await expect(loadVendor('swiper')).resolves.toBe(fakeSwiper);
      expect(vendorScripts()).toHaveLength(0);
    } finally {
      delete (prototype as Record<string, unknown>)[FILE_SLOTS_GLOBAL];
    }
  });

  it('loads the vendor file once, from the folder of the main bundle, and resolves with what it registered', async () => {
    const first = loadVendor('swiper');
    const second = loadVendor('swiper');
    expect(second).toBe(first);
    const scripts = vendorScripts();
    expect(scripts).toHaveLength(1);
    // No bundle script in jsdom: the folder is the page's own.
    expect(scripts[0]!.src).toBe(new URL(bundleFileName('vendor', 'swiper'), location.href).href);
    expect(scripts[0]!.src.endsWith('/cms-islands.vendor-swiper.js')).toBe(true);
    expect(scripts[0]!.async).toBe(true);
    registerVendor('swiper', fakeSwiper); // what the vendor file does when it runs
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeSwiper);
    // Once loaded, later calls resolve without another script.
    await expect(loadVendor('swiper')).resolves.toBe(fakeSwiper);
    expect(vendorScripts()).toHaveLength(1);
  });

  it('a vendor already registered (its file enqueued by the theme) resolves without a script', async () => {
    registerVendor('swiper', fakeSwiper);
    await expect(loadVendor('swiper')).resolves.toBe(fakeSwiper);
    expect(vendorScripts()).toHaveLength(0);
  });

  it('a file that fails to load rejects, is removed, and a later call tries again', async () => {
    const failing = loadVendor('swiper');
    vendorScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/could not be loaded/);
    expect(vendorScripts()).toHaveLength(0);
    const retry = loadVendor('swiper');
    expect(retry).not.toBe(failing);
    expect(vendorScripts()).toHaveLength(1);
    registerVendor('swiper', fakeSwiper);
    vendorScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fakeSwiper);
  });

  it('a file that loads but registers nothing rejects', async () => {
    const loading = loadVendor('swiper');
    vendorScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/registered nothing/);
  });
});
