import { useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { COOKIE_NAMES, HEADER_BANNER_COOKIE_DAYS, isRememberedForVersion, rememberForVersion } from '../../core/cookies/versioned-cookie';
import type { AttributeValues } from '../../core/dom/attributes';
import { ownElements } from '../../core/dom/own-elements';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings } from '../../core/store/react';
import { HEADER_BANNER_SETTINGS_SCHEMA } from './options';
import { firstFocusableAfter } from './focus';
import { HEADER_BANNER_MARKUP } from './markup';

const CLOSE_SELECTOR = `[${HEADER_BANNER_MARKUP.attributes.close}]`;

/**
 * The header banner (README): shown only when header_banner_enabled; closable only when
 * header_banner_close_btn; a close is remembered for 60 days in a cookie holding
 * header_banner_version, so a new version shows it again.
 */
export function HeaderBannerWidget({ element }: WidgetProps<unknown>) {
  const settings = useFamilySettings(HEADER_BANNER_SETTINGS_SCHEMA, 'header-banner');
  const version = settings.header_banner_version;
  const [closed, setClosed] = useState(() => isRememberedForVersion(COOKIE_NAMES.headerBannerClosed, version));
  const shown = settings.header_banner_enabled && !closed;
  const closable = settings.header_banner_close_btn;
  const printedButtons = useMemo(() => ownElements(element, CLOSE_SELECTOR), [element]);
  // A close button of our own only when the server printed none (the server's keeps its own label).
  const ownButton = useMemo(() => {
    if (printedButtons.length > 0) return null;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = HEADER_BANNER_MARKUP.classes.close;
    button.setAttribute(HEADER_BANNER_MARKUP.attributes.close, '');
    const cross = document.createElement('span');
    cross.setAttribute('aria-hidden', 'true');
    cross.textContent = '×';
    button.append(cross);
    return button;
  }, [printedButtons]);

  useLayoutEffect(() => {
    if (!ownButton || !closable) return;
    element.append(ownButton);
    return () => ownButton.remove();
  }, [element, ownButton, closable]);

  const plan: Array<readonly [Element, AttributeValues]> = [[element, { hidden: shown ? null : '' }]];
  for (const button of printedButtons) plan.push([button, { hidden: closable ? null : '' }]);
  if (ownButton) plan.push([ownButton, { 'aria-label': settings.header_banner_close_label }]);
  useServerAttributes(plan);

  useDomListener(element, 'click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(CLOSE_SELECTOR) : null;
    if (!closable || !button || !element.contains(button)) return;
    event.preventDefault();
    rememberForVersion(COOKIE_NAMES.headerBannerClosed, version, HEADER_BANNER_COOKIE_DAYS);
    // Focus was on the close button, which is going: it goes on to what follows the banner.
    if (element.contains(document.activeElement)) firstFocusableAfter(element)?.focus();
    setClosed(true);
  });
  return null;
}
