/**
 * Moves focus to where an in-page jump landed, without scrolling again. An element that cannot take
 * focus (a section) gets tabindex="-1" first, so focus can land on it but Tab never stops there.
 */
export function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
