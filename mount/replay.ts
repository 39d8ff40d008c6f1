/**
 * The first click or submit on a widget that is still waiting for its file (the `interaction`
 * strategy, README "Mount strategies"): held while the widget mounts, then dispatched again, so what
 * the visitor did is not lost. The default action is prevented only when the element would navigate
 * or submit; if the widget cannot mount, the replay finds nobody to take it and the browser does what
 * it would have done (the link is followed, the form posts the classic way).
 */

/** What a click may activate: followed, submitted or pressed. A checkbox or a summary works by itself. */
const ACTIONABLE = 'a[href],area[href],button,input[type=submit],input[type=image],input[type=button]';

/** A held action: replays it once its widget settled (mounted or not). */
export type HeldAction = () => void;

/** A primary-button click with no modifier: Ctrl, ⌘, Shift, Alt and other buttons are the browser's (a new tab). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

function navigatesOrSubmits(element: Element): boolean {
  if (element.matches('a[href],area[href]')) return true;
  const control = element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element : null;
  return (control?.type === 'submit' || control?.type === 'image') && control.form !== null;
}

/**
 * A copy of the click, for the same target: the same kind of event (a pointer click where the browser
 * has them), its init dictionary read from the event itself (position, button, modifiers, pointer).
 */
function copyOfClick(event: MouseEvent): MouseEvent {
  return new (event.constructor as typeof MouseEvent)(event.type, event);
}

/**
 * Holds a click on an element the visitor meant (`within`: the widget element or an opener):
 * returns its replay, or null when the click is not the visitor's to keep (a modified or other-button
 * click, which the browser handles; a click on no button or link inside the widget itself).
 * `anyTarget`: the element is an opener, whose every click counts.
 */
export function holdClick(event: MouseEvent, within: Element, anyTarget: boolean): HeldAction | null {
  if (!isPlainClick(event)) return null;
  const target = event.target instanceof Element ? event.target : null;
  const found = target?.closest(ACTIONABLE);
  const actionable = found && within.contains(found) ? found : anyTarget ? within : null;
  if (!target || !actionable) return null;
  if (navigatesOrSubmits(actionable)) event.preventDefault();
  event.stopImmediatePropagation();
  const copy = copyOfClick(event);
  return () => (target.isConnected ? target : actionable).dispatchEvent(copy);
}

/** Holds a form's submit: returns its replay, which submits again with the same button. */
export function holdSubmit(event: SubmitEvent): HeldAction | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return null;
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter =
    event.submitter instanceof HTMLElement && 'form' in event.submitter && event.submitter.form === form ? event.submitter : null;
  // requestSubmit: the form's own checks and submit event, as the visitor's submit had (comment-reply's shortcut uses it too).
  return () => form.isConnected && form.requestSubmit(submitter);
}

/**
 * A plain click on a control inside `within` that does nothing without its widget: a button that
 * neither submits nor follows a link (a carousel's arrow, a filter). Links and forms work on their own.
 */
export function isClickOnScriptOnlyControl(event: Event, within: Element): boolean {
  if (event.type !== 'click' || !isPlainClick(event as MouseEvent)) return false;
  const control = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
  return !!control && within.contains(control) && !navigatesOrSubmits(control) && !control.matches('a,area');
}

/** Swallows a further click or submit while the first one is held: it would navigate away from the first. */
export function swallow(event: Event): void {
  if (event instanceof MouseEvent && !isPlainClick(event)) return;
  const target = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
  if (event.type === 'submit' || (target && navigatesOrSubmits(target))) event.preventDefault();
  event.stopImmediatePropagation();
}
