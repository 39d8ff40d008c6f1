import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageSettings } from '../settings/page-settings';
import type { SettingsSnapshot } from '../settings/settings-snapshot';
import { viewportNameForWidth, type ViewportName } from './viewport';

export type ScrollDirection = 'up' | 'down' | 'none';

export interface IslandsState {
  /** Page settings, parsed once at start; never changes. */
  readonly settings: PageSettings;
  /** Every key of the settings global as printed, for the families' own schemas (useFamilySettings). */
  readonly rawSettings: SettingsSnapshot;
  viewport: { widthPx: number; heightPx: number; name: ViewportName };
  scroll: { yPx: number; direction: ScrollDirection };
  /**
   * When the window's `load` event fired, in `performance.now()` ms (the page trackers); null until then.
   * Widgets that count from the page's load read it, whenever their own file arrived.
   */
  loadedAtMs: number | null;
  /** Id of the one overlay (popup, lightbox, full-screen menu or search) that is open, if any. */
  openOverlayId: string | null;
  /** Opens an overlay, closing any other; the page does not scroll while one is open. */
  openOverlay(id: string): void;
  /** Closes the overlay if it is the open one (a stale close from another overlay does nothing). */
  closeOverlay(id: string): void;
}

export type IslandsStore = StoreApi<IslandsState>;

export interface InitialMeasurements {
  widthPx: number;
  heightPx: number;
  scrollYPx: number;
}

export function createIslandsStore(settings: PageSettings, initial: InitialMeasurements, rawSettings: SettingsSnapshot = {}): IslandsStore {
  return createStore<IslandsState>()((set, get) => ({
    settings,
    rawSettings,
    viewport: { widthPx: initial.widthPx, heightPx: initial.heightPx, name: viewportNameForWidth(initial.widthPx) },
    scroll: { yPx: initial.scrollYPx, direction: 'none' },
    loadedAtMs: null, // the page trackers set it
    openOverlayId: null,
    openOverlay: (id) => set({ openOverlayId: id }),
    closeOverlay: (id) => {
      if (get().openOverlayId === id) set({ openOverlayId: null });
    },
  }));
}
