/**
 * Reading what a script of the page set on `window` (README, "HTML answers"). A window's named
 * properties, elements with that id or name (`<form id="x">`, `<img name="x">`) and frames named so
 * (`<iframe name="x">`: another site's window, which throws on any read of its properties), sit on its
 * prototype chain, and any HTML on the page can add them: post content, an HTML answer. A script's
 * `var x = {…}` or `window.x = …` is the window's own property, and shadows them.
 */

/** Whether `scope` itself has `name` (a script set it), never throwing. */
export function hasOwnGlobal(scope: object, name: string): boolean {
  try {
    return Object.prototype.hasOwnProperty.call(scope, name);
  } catch {
    return false;
  }
}

/** `value` when it is a plain object (`{…}`, as `wp_localize_script` prints), else undefined; never throws. */
export function plainObject(value: unknown): Record<string, unknown> | undefined {
  try {
    return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The plain object a script of the page set as `name`, else undefined (an element, a frame, nothing); never throws. */
export function ownGlobalObject(name: string, scope: object = window): Record<string, unknown> | undefined {
  if (!hasOwnGlobal(scope, name)) return undefined;
  try {
    return plainObject((scope as Record<string, unknown>)[name]);
  } catch {
    return undefined;
  }
}
