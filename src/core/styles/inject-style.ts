/** Adds a <style> once per id; the bundle ships its CSS inside its JavaScript so a theme enqueues one file. */
export function injectStyle(id: string, css: string): void {
  const styleId = `cms-islands-style-${id}`;
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = css;
  document.head.append(style);
}
