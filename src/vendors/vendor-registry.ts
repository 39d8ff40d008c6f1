import type { SwiperVendor } from './entries/swiper';

/**
 * Heavy vendor libraries are built as separate IIFE files. Each one, when loaded, registers itself on
 * this private global; the main bundle only ever holds their types.
 */
export interface VendorModules {
  swiper: SwiperVendor;
}
export type VendorName = keyof VendorModules;

export const VENDOR_GLOBAL = '__cmsIslandsVendors';

type VendorGlobalScope = { [VENDOR_GLOBAL]?: Partial<VendorModules> };

export function vendorSlot(): Partial<VendorModules> {
  const scope = globalThis as VendorGlobalScope;
  return (scope[VENDOR_GLOBAL] ??= {});
}

/** Called by a vendor file when it runs. */
export function registerVendor<Name extends VendorName>(name: Name, value: VendorModules[Name]): void {
  vendorSlot()[name] = value;
}

/** The file each vendor is built into, next to the main bundle. */
export function vendorFileName(name: VendorName): string {
  return `cms-islands.vendor-${name}.js`;
}
