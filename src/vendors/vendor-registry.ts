import type { SwiperVendor } from './entries/swiper';
import type { AnyWidgetDefinition } from '../../mount/types';

/**
 * Code that is not in the main bundle is built into files of its own, loaded on demand:
 * - vendor libraries (Swiper, …), used by light widgets that are in the main bundle;
 * - whole widget families that only some pages need (the contact form and its HTTP client).
 * Each file, when it runs, registers what it brings on a private global; the main bundle holds only
 * their types.
 */
export interface VendorModules {
  swiper: SwiperVendor;
}
export type VendorName = keyof VendorModules;

export interface OnDemandWidgets {
  'contact-form': AnyWidgetDefinition;
}
export type OnDemandWidgetName = keyof OnDemandWidgets;

export const VENDOR_GLOBAL = '__cmsIslandsVendors';
export const ON_DEMAND_WIDGETS_GLOBAL = '__cmsIslandsWidgets';

type GlobalScope = { [VENDOR_GLOBAL]?: Partial<VendorModules>; [ON_DEMAND_WIDGETS_GLOBAL]?: Partial<OnDemandWidgets> };

export function vendorSlot(): Partial<VendorModules> {
  const scope = globalThis as GlobalScope;
  return (scope[VENDOR_GLOBAL] ??= {});
}

export function onDemandWidgetSlot(): Partial<OnDemandWidgets> {
  const scope = globalThis as GlobalScope;
  return (scope[ON_DEMAND_WIDGETS_GLOBAL] ??= {});
}

/** Called by a vendor file when it runs. */
export function registerVendor<Name extends VendorName>(name: Name, value: VendorModules[Name]): void {
  vendorSlot()[name] = value;
}

/** Called by an on-demand widget file when it runs. */
export function registerOnDemandWidget<Name extends OnDemandWidgetName>(name: Name, definition: OnDemandWidgets[Name]): void {
  onDemandWidgetSlot()[name] = definition;
}

/** The file each vendor is built into, next to the main bundle. */
export function vendorFileName(name: VendorName): string {
  return `cms-islands.vendor-${name}.js`;
}

export function onDemandWidgetFileName(name: OnDemandWidgetName): string {
  return `cms-islands.widget-${name}.js`;
}
