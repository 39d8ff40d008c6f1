import { useEffect, useState } from 'react';
import { loadedVendor, loadVendor } from '../files/load-file';
import { createOnceReporter } from '../report-once';

/** Every widget waiting on a vendor that cannot load gets the failure; the console gets one line per vendor. */
const reportOnce = createOnceReporter('error');

/**
 * A vendor library for a widget: the library once its file has run, null while it loads, false when
 * it could not be loaded (reported once per vendor; a widget mounted later tries again). The
 * caller names the vendor's type: `useVendor<SwiperVendor>('swiper', 'carousel', element)`. With
 * `wanted` false nothing is fetched (yet): null.
 */
export function useVendor<Vendor>(name: string, widget: string, element: HTMLElement, wanted = true): Vendor | null | false {
  // Already on the page (an earlier widget loaded it): ready in the very first render.
  const [vendor, setVendor] = useState<Vendor | null | false>(() => loadedVendor<Vendor>(name) ?? null);
  useEffect(() => {
    if (!wanted || loadedVendor(name)) return;
    let mounted = true;
    loadVendor<Vendor>(name).then(
      (loaded) => mounted && setVendor(loaded),
      (error: unknown) => {
        reportOnce(`vendor:${name}`, `widget "${widget}" could not load ${name}; it stays as the server printed it`, element, error);
        if (mounted) setVendor(false);
      },
    );
    return () => {
      mounted = false;
    };
  }, [name, widget, element, wanted]);
  return vendor;
}
