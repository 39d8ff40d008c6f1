import { MARKUP } from '../markup';
import { trustedScriptUrl } from '../trusted-types';
import { bundleFileName, type BundleFileKind } from './file-names';
import { fileExport } from './slots';
import { bundleBaseUrl } from './script-base';

const loading = new Map<string, Promise<unknown>>();

/**
 * Adds `<script src="{folder of the main bundle}/{file}">` once per page and resolves with what the
 * file registered. Rejects when the file fails to load or registers nothing; a later call tries again.
 */
export function loadBundleFile(kind: BundleFileKind, name: string): Promise<unknown> {
  const ready = fileExport(kind, name);
  if (ready !== undefined) return Promise.resolve(ready);
  const fileName = bundleFileName(kind, name);
  let pending = loading.get(fileName);
  if (!pending) {
    pending = new Promise<unknown>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (reason: string) => {
        loading.delete(fileName); // a later widget may try again
        script.remove();
        reject(new Error(`${new URL(fileName, bundleBaseUrl()).href} ${reason}`));
      };
      script.addEventListener('load', () => {
        const value = fileExport(kind, name);
        if (value !== undefined) resolve(value);
        else fail('registered nothing');
      });
      script.addEventListener('error', () => fail('could not be loaded'));
      script.async = true;
      script.setAttribute(MARKUP.file, fileName);
      try {
        script.src = trustedScriptUrl(fileName);
      } catch (error) {
        fail(`was refused (${String(error)})`);
        return;
      }
      document.head.append(script);
    });
    loading.set(fileName, pending);
  }
  return pending;
}

/**
 * Loads a vendor library's file (README, "On-demand files"). The caller names the type the vendor
 * file exports: `loadVendor<SwiperVendor>('swiper')`.
 */
export function loadVendor<Vendor>(name: string): Promise<Vendor> {
  return loadBundleFile('vendor', name) as Promise<Vendor>;
}

/** A vendor already loaded on this page, without waiting. */
export function loadedVendor<Vendor>(name: string): Vendor | undefined {
  return fileExport('vendor', name) as Vendor | undefined;
}
