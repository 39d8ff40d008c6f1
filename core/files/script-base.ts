/**
 * `document.currentScript` is only set while the bundle first runs, so the bundle's own address is
 * captured here, at evaluation, for vendor files to be resolved relative to it later.
 */
const scriptAtStart = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;

export const bundleScriptElement: HTMLScriptElement | null = scriptAtStart;

/** When the bundle began to run, `performance.now()` ms: the inspector times each mount from here (README, "Inspector"). */
export const scriptStartMs = performance.now();

/** Folder the bundle was loaded from, ending in "/"; the page's address when it cannot be known. */
export function bundleBaseUrl(): string {
  const source = scriptAtStart?.src || (typeof location !== 'undefined' ? location.href : '');
  return new URL('.', source).href;
}
