import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as storeReact from '../store/react';

/**
 * On-demand widget files use the main bundle's React and store context instead of carrying their
 * own: one React per page, and one store every root shares. The build of those files maps these
 * imports to this global (vite.config.ts, SHARED_MODULE_GLOBALS).
 */
export const SHARED_MODULES_GLOBAL = '__cmsIslandsShared';

export function exposeSharedModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = { react: React, reactDom: ReactDOM, jsxRuntime, storeReact };
}
