import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings, useSettings } from '../../core/store/react';
import { coerceFlatTexts, type FlatTexts } from '../../core/settings/coerce';
import { reportError } from '../../core/log';
import { jsonOptionsChild } from '../../mount/options';
import { swapKeepingFocus } from '../../core/dom/keep-focus';
import { whenNear } from '../../core/dom/when-near';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { answerNodes, fetchAccountPage, publicPageAddress, querySocialFeed, socialFeedAction } from './api';
import { SOCIAL_FEED_SETTINGS_SCHEMA, type SocialFeedOptions } from './options';
import { SOCIAL_FEED_MARKUP } from './markup';

type Phase = 'waiting' | 'loading' | 'done';

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Social feed (widgets/social-feed/README.md): when the widget comes near the viewport, asks the
 * social-feed action for its HTML and puts it in place of the server's markup; accounts the answer
 * flags as failed get their public photo page fetched and forwarded to the same action. Every failure
 * is only logged: what is shown stays as it was.
 */
export function SocialFeedWidget({ element, options }: WidgetProps<SocialFeedOptions>) {
  const page = useSettings();
  const { social_feed_pages: pagesAddress } = useFamilySettings(SOCIAL_FEED_SETTINGS_SCHEMA, 'social-feed');
  const [phase, setPhase] = useState<Phase>('waiting');
  const offset = page.lazy_loading_offset;

  // Not at page load: only when within lazy_loading_offset of the viewport (whatever strategy mounted
  // us), told by the page's observer for that margin (core/dom/when-near.ts; at once without one).
  useEffect(() => {
    if (phase !== 'waiting') return;
    return whenNear(element, () => setPhase('loading'), { rootMargin: `${offset}px 0px` });
  }, [phase, element, offset]);

  useEffect(() => {
    if (phase !== 'loading') return;
    const controller = new AbortController();
    const { signal } = controller;
    const ajaxUrl = new URL(page.ajaxurl, document.baseURI).href;
    const action = socialFeedAction(page.ajax_action_prefix);

    // One account the answer flagged: its public page, forwarded; the answer takes the flagged element's place.
    const retryAccount = async (flagged: Element) => {
      // Only an account's page at the address the site's settings name, never a page the answer chose.
      const url = publicPageAddress(flagged.getAttribute(SOCIAL_FEED_MARKUP.attributes.page), pagesAddress);
      if (!url) {
        reportError(
          `social-feed: an account flagged as failed has no usable public page address (an account's page at social_feed_pages, "${pagesAddress}")`,
          flagged,
        );
        return;
      }
      const ownAtts = flagged.hasAttribute(SOCIAL_FEED_MARKUP.attributes.atts)
        ? coerceFlatTexts(flagged.getAttribute(SOCIAL_FEED_MARKUP.attributes.atts))
        : undefined;
      const atts: FlatTexts = ownAtts ?? options.atts;
      try {
        const body = await fetchAccountPage(url, pagesAddress, signal);
        const [html, toNodes] = await Promise.all([querySocialFeed(ajaxUrl, action, body, atts, signal), loadHtmlSanitizer()]);
        const landing = flagged.parentElement;
        if (!signal.aborted && landing) swapKeepingFocus(landing, () => flagged.replaceWith(answerNodes(html, toNodes)));
      } catch (error) {
        if (!signal.aborted)
          reportError(`social-feed: the public page of an account could not be used (${url}): ${failureText(error)}`, flagged, error);
      }
    };

    void (async () => {
      try {
        // The sanitizer's file comes while the server answers (README, "Calls").
        const [html, toNodes] = await Promise.all([querySocialFeed(ajaxUrl, action, '', options.atts, signal), loadHtmlSanitizer()]);
        if (signal.aborted) return;
        const fragment = answerNodes(html, toNodes);
        // The options child stays (a remount reads it again); everything else is the answer's.
        const optionsChild = jsonOptionsChild(element);
        const flagged = Array.from(fragment.querySelectorAll(`[${SOCIAL_FEED_MARKUP.attributes.page}]`));
        swapKeepingFocus(element, () => element.replaceChildren(...(optionsChild ? [optionsChild] : []), fragment));
        // One round only: what the forwarded pages answer is shown as it is, never asked about again.
        await Promise.all(flagged.map(retryAccount));
      } catch (error) {
        if (!signal.aborted) reportError(`social-feed: loading the feed failed: ${failureText(error)}`, element, error);
      } finally {
        if (!signal.aborted) setPhase('done');
      }
    })();
    return () => controller.abort();
    // The call is made once per mount; settings and options are the server's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, element]);

  useServerAttributes([[element, { 'aria-busy': phase === 'loading' ? 'true' : null }]]);
  useEffect(() => {
    element.classList.toggle(SOCIAL_FEED_MARKUP.classes.loading, phase === 'loading');
    return () => element.classList.remove(SOCIAL_FEED_MARKUP.classes.loading);
  }, [phase, element]);

  return null;
}
