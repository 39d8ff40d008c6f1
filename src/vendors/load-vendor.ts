import { bundleBaseUrl } from './script-base';
import { vendorFileName, vendorSlot, type VendorModules, type VendorName } from './vendor-registry';

const loading = new Map<VendorName, Promise<unknown>>();

/**
 * Loads a vendor file on demand, once per page, from the folder the main bundle came from. Resolves
 * with what the file registered; rejects when the file fails to load or registers nothing.
 */
export function loadVendor<Name extends VendorName>(name: Name): Promise<VendorModules[Name]> {
  const ready = vendorSlot()[name];
  if (ready) return Promise.resolve(ready as VendorModules[Name]);
  let pending = loading.get(name);
  if (!pending) {
    pending = new Promise<VendorModules[Name]>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(vendorFileName(name), bundleBaseUrl()).href;
      script.async = true;
      script.dataset.islandsVendor = name;
      script.addEventListener('load', () => {
        const registered = vendorSlot()[name];
        if (registered) resolve(registered as VendorModules[Name]);
        else reject(new Error(`vendor file ${script.src} registered nothing`));
      });
      script.addEventListener('error', () => {
        loading.delete(name); // a later widget may try again
        script.remove();
        reject(new Error(`vendor file ${script.src} could not be loaded`));
      });
      document.head.append(script);
    });
    loading.set(name, pending);
  }
  return pending as Promise<VendorModules[Name]>;
}
