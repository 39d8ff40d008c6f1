import { defineWidget } from '../../mount/types';
import { parseSocialFeedOptions, type SocialFeedOptions } from './options';
import { SocialFeedWidget } from './SocialFeedWidget';

/**
 * Social feed (README). Its own file, cms-islands.widget-social-feed.js (it brings the HTTP client):
 * until it arrives the server's markup (a link to the account, say) is what the visitor sees.
 *
 * Social feed: the photos of an account, asked from the server when near the viewport; failed accounts
 * retried with their public page.
 */
export const socialFeedWidget = defineWidget<SocialFeedOptions>({
  parseOptions: parseSocialFeedOptions,
  component: SocialFeedWidget,
});

export const widgets = { 'social-feed': socialFeedWidget };
