import { defineWidget } from '../../mount/types';
import { HeaderBannerWidget } from './HeaderBannerWidget';
import styleCss from './style.css?inline';

/** Header banner: shown while enabled and not closed; a close is remembered 60 days per banner version. */
export const headerBannerWidget = defineWidget<unknown>({
  style: styleCss,
  component: HeaderBannerWidget,
});

export const widgets = { 'header-banner': headerBannerWidget };
