import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from '../mount/react-dom-client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as storeReact from '../core/store/react';
import * as trustedTypes from '../core/trusted-types';
import * as loadFile from '../core/files/load-file';
import * as htmlAnswer from '../core/html/html-answer';
import * as log from '../core/log';
import * as whenNear from '../core/dom/when-near';
import { SHARED_MODULES_GLOBAL, type SharedModuleMember } from './shared-module-names';

/** Fills the global that on-demand family files read their shared modules from (shared-module-names.ts). */
export function exposeSharedModules(): void {
  const shared: Record<SharedModuleMember, unknown> = {
    react: React,
    reactDom: ReactDOM,
    reactDomClient: { createRoot },
    jsxRuntime,
    storeReact,
    trustedTypes,
    loadFile,
    htmlAnswer,
    log,
    whenNear,
  };
  (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = shared;
}
