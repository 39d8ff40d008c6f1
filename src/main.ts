// The bundle's entry: the script a theme enqueues. Importing script-base first captures our own address.
import '../core/files/script-base';
import { boot } from './boot';
import { builtInWidgets } from './built-in-widgets';
import { injectStyle } from '../core/styles/inject-style';
import { exposeSharedModules } from './shared-modules';
import baseCss from '../core/styles/base.css?inline';

declare const __ISLANDS_VERSION__: string;

exposeSharedModules();
// After the bundle's own script, as the rest of what makes the browser do work (src/boot.ts).
queueMicrotask(() => injectStyle(baseCss));
boot(__ISLANDS_VERSION__, builtInWidgets());
