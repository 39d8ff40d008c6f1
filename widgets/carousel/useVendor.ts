import { useEffect, useState } from 'react';
import { reportError } from '../../src/log';
import { loadVendor } from '../../src/vendors/load-vendor';
import { vendorSlot, type VendorModules, type VendorName } from '../../src/vendors/vendor-registry';

/** The failed load already reported: every widget waiting on it gets the same error, the console gets one line. */
let reportedFailure: unknown;

/**
 * A vendor library for a widget: the library once its file has run, null while it loads, false when
 * it could not be loaded (reported once per failed load; a widget mounted later tries again).
 */
export function useVendor<Name extends VendorName>(name: Name, widget: string, element: HTMLElement): VendorModules[Name] | null | false {
  // Already on the page (an earlier widget loaded it): ready in the very first render.
  const [vendor, setVendor] = useState<VendorModules[Name] | null | false>(() => (vendorSlot()[name] as VendorModules[Name] | undefined) ?? null);
  useEffect(() => {
    if (vendor) return;
    let mounted = true;
    loadVendor(name).then(
      (loaded) => mounted && setVendor(loaded),
      (error: unknown) => {
        if (error !== reportedFailure) reportError(`widget "${widget}" could not load ${name}; it stays as the server printed it`, element, error);
        reportedFailure = error;
        if (mounted) setVendor(false);
      },
    );
    return () => {
      mounted = false;
    };
    // Loads once per mount; `vendor` is only read to skip a load that is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  return vendor;
}
