import { bundleBaseUrl } from './script-base';
import {
  onDemandWidgetFileName,
  onDemandWidgetSlot,
  vendorFileName,
  vendorSlot,
  type OnDemandWidgetName,
  type OnDemandWidgets,
  type VendorModules,
  type VendorName,
} from './vendor-registry';

const loading = new Map<string, Promise<unknown>>();

/**
 * Adds `<script src="{folder of the main bundle}/{fileName}">` once per page and resolves with what
 * the file registered (read by `registered`). Rejects when the file fails to load or registers
 * nothing; a later call tries again.
 */
function loadFileOnce<Value>(fileName: string, registered: () => Value | undefined): Promise<Value> {
  const ready = registered();
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(fileName) as Promise<Value> | undefined;
  if (!pending) {
    pending = new Promise<Value>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(fileName, bundleBaseUrl()).href;
      script.async = true;
      script.dataset.islandsFile = fileName;
      const fail = (reason: string) => {
        loading.delete(fileName); // a later widget may try again
        script.remove();
        reject(new Error(`${script.src} ${reason}`));
      };
      script.addEventListener('load', () => {
        const value = registered();
        if (value) resolve(value);
        else fail('registered nothing');
      });
      script.addEventListener('error', () => fail('could not be loaded'));
      document.head.append(script);
    });
    loading.set(fileName, pending);
  }
  return pending;
}

/** Loads a vendor library's file on demand (Swiper, …). */
export function loadVendor<Name extends VendorName>(name: Name): Promise<VendorModules[Name]> {
  return loadFileOnce(vendorFileName(name), () => vendorSlot()[name] as VendorModules[Name] | undefined);
}

/** Loads the implementation of a widget family that is built into a file of its own. */
export function loadOnDemandWidget<Name extends OnDemandWidgetName>(name: Name): Promise<OnDemandWidgets[Name]> {
  return loadFileOnce(onDemandWidgetFileName(name), () => onDemandWidgetSlot()[name] as OnDemandWidgets[Name] | undefined);
}
