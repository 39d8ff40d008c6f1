import { defineWidget } from '../../mount/types';
import { CookieNoticeWidget, NOTICE_CSS } from './CookieNoticeWidget';

/**
 * The cookie notice (README). Small and on every page of a site that has it: in the main bundle.
 *
 * Cookie notice: appears 2.5 s after load until accepted; acceptance remembered 60 days per version.
 */
export const cookieNoticeWidget = defineWidget<unknown>({
  style: NOTICE_CSS,
  component: CookieNoticeWidget,
});

export const widgets = { 'cookie-notice': cookieNoticeWidget };
