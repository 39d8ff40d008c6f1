import type { DemoAjaxAction, DemoRoute } from './types';
import { commentReplyRoutes } from './comment-reply';
import { embedRoutes } from './embeds';
import { lateMarkupRoute } from './runtime';
import { contactFormFeedbackRoute, contactFormRefillRoute } from './contact-form';
import { searchAjaxAction } from './search';
import { loadHtmlDropdownsAction } from './shop-menus';
import { popupRoutes } from './popups';
import { blogMainLoopRoute, blogShortcodeAction } from './post-list';
import { socialFeedAction, socialPublicPageRoute } from './social-feed';

/**
 * Every route of the embedded demo backend. A widget family that talks to a server adds its module
 * here, one line each: REST-like routes, and admin-ajax actions (answered at /wp-admin/admin-ajax.php).
 */
export const demoRoutes: readonly DemoRoute[] = [
  ...commentReplyRoutes,
  ...embedRoutes,
  lateMarkupRoute,
  contactFormFeedbackRoute,
  contactFormRefillRoute,
  ...popupRoutes,
  blogMainLoopRoute,
  socialPublicPageRoute,
];

export const demoAjaxActions: readonly DemoAjaxAction[] = [
  searchAjaxAction,
  loadHtmlDropdownsAction,
  blogShortcodeAction,
  socialFeedAction,
];

/** Action prefix the demo pages print in their settings (ajax_action_prefix). */
export const DEMO_ACTION_PREFIX = 'cms_islands';
