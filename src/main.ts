// The bundle's entry: the script a theme enqueues. Importing script-base first captures our own address.
import './vendors/script-base';
import { boot } from './boot';
import { builtInWidgets } from '../widgets';
import { injectStyle } from './styles/inject-style';
import { exposeSharedModules } from './vendors/shared-modules';
import baseCss from './styles/base.css?inline';

declare const __ISLANDS_VERSION__: string;

exposeSharedModules();
injectStyle('base', baseCss);
boot(__ISLANDS_VERSION__, builtInWidgets);
