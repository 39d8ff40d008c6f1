import { loadBundleFile } from '../core/files/load-file';
import { bundleScriptElement, scriptStartMs } from '../core/files/script-base';
import { reportError } from '../core/log';
import type { IslandsStore } from '../core/store/store';
import type { Runtime } from '../mount/runtime';
import type { IslandsApi } from './api';
import type { StartInspector } from './inspector-context';
import { INSPECTOR_TOOL } from './tool-files';

/**
 * `CMSIslands.inspect()` (README, "Inspector"): fetches the inspector's file the first time, then
 * opens its panel with the runtime's own view of the page.
 */
export const inspectorOpener =
  (runtime: Runtime, store: IslandsStore) =>
  (api: IslandsApi): Promise<void> =>
    loadBundleFile('tool', INSPECTOR_TOOL).then(
      (start) => (start as StartInspector)({ api, claims: runtime.claims, store, scriptStartMs, script: bundleScriptElement }),
      (error: unknown) => reportError('the inspector could not be loaded', error),
    );
