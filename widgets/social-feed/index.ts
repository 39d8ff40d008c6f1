import { defineWidget } from '../../mount/types';
import { parseSocialFeedOptions, type SocialFeedOptions } from './options';
import { SocialFeedWidget } from './SocialFeedWidget';

/** Social feed: the photos of an account, asked from the server; failed accounts retried with their public page. */
export const socialFeedWidget = defineWidget<SocialFeedOptions>({
  parseOptions: parseSocialFeedOptions,
  component: SocialFeedWidget,
});

export const widgets = { 'social-feed': socialFeedWidget };
