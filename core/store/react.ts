import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { IslandsState, IslandsStore } from './store';
import { parseFamilySettings } from '../settings/family-settings';
import type { Schema } from '../settings/schema';

export const IslandsStoreContext = createContext<IslandsStore | null>(null);

export function useIslandsStoreApi(): IslandsStore {
  const store = useContext(IslandsStoreContext);
  if (!store) throw new Error('useIslandsStore needs the store provider that every island root has');
  return store;
}

/** Selects from the one shared store; re-renders only when the selected value changes. */
export function useIslandsStore<Selected>(selector: (state: IslandsState) => Selected): Selected {
  return useStore(useIslandsStoreApi(), selector);
}

/**
 * The page settings. They are parsed once at start and never change (store.ts), so they are read, not
 * subscribed to: a subscription per widget would be one more listener called on every store update,
 * and the page trackers update the store once per frame of scrolling.
 */
export function useSettings() {
  return useIslandsStoreApi().getState().settings;
}

/** The page-settings keys one family reads, with its own schema (parsed once per page; read, not subscribed to, as useSettings). */
export function useFamilySettings<Shape>(schema: Schema<Shape>, family: string): Shape {
  return parseFamilySettings(useIslandsStoreApi().getState().rawSettings, schema, family);
}
