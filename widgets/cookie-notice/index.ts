import { defineWidget } from '../../mount/types';
import { CookieNoticeWidget, NOTICE_CSS } from './CookieNoticeWidget';

/** Cookie notice: appears 2.5 s after load until accepted; acceptance remembered 60 days per version. */
export const cookieNoticeWidget = defineWidget<unknown>({
  style: NOTICE_CSS,
  component: CookieNoticeWidget,
});

export const widgets = { 'cookie-notice': cookieNoticeWidget };
