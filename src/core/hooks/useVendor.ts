import { useEffect, useState } from 'react';
import { loadedVendor, loadVendor } from '../files/load-file';
import { reportError } from '../log';

/** The failed load already reported: every widget waiting on it gets the same error, the console gets one line. */
let reportedFailure: unknown;

/**
 * A vendor library for a widget: the library once its file has run, null while it loads, false when
 * it could not be loaded (reported once per failed load; a widget mounted later tries again). The
 * caller names the vendor's type: `useVendor<SwiperVendor>('swiper', 'carousel', element)`.
 */
export function useVendor<Vendor>(name: string, widget: string, element: HTMLElement): Vendor | null | false {
  // Already on the page (an earlier widget loaded it): ready in the very first render.
  const [vendor, setVendor] = useState<Vendor | null | false>(() => loadedVendor<Vendor>(name) ?? null);
  useEffect(() => {
    if (loadedVendor(name)) return;
    let mounted = true;
    loadVendor<Vendor>(name).then(
      (loaded) => mounted && setVendor(loaded),
      (error: unknown) => {
        if (error !== reportedFailure)
          reportError(`widget "${widget}" could not load ${name}; it stays as the server printed it`, element, error);
        reportedFailure = error;
        if (mounted) setVendor(false);
      },
    );
    return () => {
      mounted = false;
    };
  }, [name, widget, element]);
  return vendor;
}
