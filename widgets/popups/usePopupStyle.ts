import { useLayoutEffect } from 'react';
import { injectStyle } from '../../src/core/styles/inject-style';
import popupCss from './style.css?inline';

/** The family's CSS, added once per page before the first popup paints. */
export function usePopupStyle(): void {
  useLayoutEffect(() => injectStyle('popups', popupCss), []);
}
