import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { IslandsState, IslandsStore } from './store';

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
