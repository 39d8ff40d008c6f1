import { useLayoutEffect } from 'react';
import { injectStyle } from '../../src/core/styles/inject-style';
import floatingCss from './style.css?inline';

/** The family's CSS, added once per page before the first tooltip or card paints. */
export function useFloatingStyle(): void {
  useLayoutEffect(() => injectStyle('floating', floatingCss), []);
}
