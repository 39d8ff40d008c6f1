import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../core/dom/attributes';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings, useIslandsStore } from '../../core/store/react';
import { initialNoticePhase, msUntilNotice, rememberNoticeAccepted, type NoticePhase } from './notice-rules';
import { COOKIE_NOTICE_SETTINGS_SCHEMA } from './options';
import { MARKUP } from '../../core/markup';
import { COOKIE_NOTICE_MARKUP } from './markup';

/** The accept button inside the notice. */
const ACCEPT_SELECTOR = `[${COOKIE_NOTICE_MARKUP.attributes.accept}]`;

/** It overlays the page's bottom edge, so nothing moves when it appears or goes; the theme's CSS wins. */
export const NOTICE_CSS = `:where([${MARKUP.widget}='cookie-notice']){position:fixed;inset-inline:0;bottom:0;z-index:9990;box-sizing:border-box}`;

/**
 * The cookie notice (README): hidden as printed, shown 2500 ms after load until accepted, acceptance
 * remembered 60 days for this cookies_version. A labelled region, not a dialog: it never takes focus,
 * and Tab reaches it where the server printed it. While shown it reserves its height as the page's
 * bottom scroll padding, so an element receiving focus is scrolled clear of it instead of behind it.
 */
export function CookieNoticeWidget({ element }: WidgetProps<unknown>) {
  const settings = useFamilySettings(COOKIE_NOTICE_SETTINGS_SCHEMA, 'cookie-notice');
  const [phase, setPhase] = useState<NoticePhase>(() => initialNoticePhase(settings.cookies_version));
  /** Where focus was before it came into the notice: it goes back there once the notice is gone. */
  const focusBefore = useRef<HTMLElement | null>(null);

  // 2500 ms after the page's load event (the store's loadedAtMs, taken by the main bundle), not after
  // this widget's mount: its file may have arrived late.
  const loadedAtMs = useIslandsStore((state) => state.loadedAtMs);
  useEffect(() => {
    if (phase !== 'waiting' || loadedAtMs === null) return;
    const timer = window.setTimeout(() => setPhase('shown'), msUntilNotice(loadedAtMs));
    return () => window.clearTimeout(timer);
  }, [phase, loadedAtMs]);

  const shown = phase === 'shown';
  const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
  const attributes: AttributeValues = shown
    ? { hidden: null, role: 'region', ...(named ? {} : { 'aria-label': settings.cookie_notice_label }) }
    : { hidden: '' };
  useServerAttributes([[element, attributes]]);

  // Focus is never obscured by the notice: the page's scroll padding keeps focused elements above it.
  useLayoutEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const reserve = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [shown, element]);

  useDomListener(element, 'focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !element.contains(from)) focusBefore.current = from;
  });

  useDomListener(element, 'click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(ACCEPT_SELECTOR)) return;
    event.preventDefault();
    rememberNoticeAccepted(settings.cookies_version);
    const hadFocus = element.contains(document.activeElement);
    setPhase('accepted');
    // The button is about to be hidden: a keyboard visitor goes on from where they came.
    if (hadFocus) {
      const back = focusBefore.current;
      if (back?.isConnected) back.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
    }
  });
  return null;
}
