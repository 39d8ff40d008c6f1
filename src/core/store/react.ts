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

export function useSettings() {
  return useIslandsStore((state) => state.settings);
}

/** The page-settings keys one family reads, with its own schema (parsed once per page). */
export function useFamilySettings<Shape>(schema: Schema<Shape>, family: string): Shape {
  const raw = useIslandsStore((state) => state.rawSettings);
  return parseFamilySettings(raw, schema, family);
}
