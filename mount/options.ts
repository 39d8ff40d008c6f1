import { MARKUP } from '../core/markup';
import { parseWithSchema, warnProblems, type Schema } from '../core/settings/schema';

/**
 * The element's own `<script type="application/json" data-island-options>` child (README, "Markup
 * contract"), found among its children only: a `:scope > script` selector would make the browser walk
 * the whole subtree (every script below, then its parent), costly on a big header or drawer.
 */
export function jsonOptionsChild(element: Element): HTMLScriptElement | null {
  for (const child of element.children)
    if (child instanceof HTMLScriptElement && child.type === 'application/json' && child.hasAttribute(MARKUP.options)) return child;
  return null;
}

/**
 * The raw option values of an element: its data attributes (by dataset name, so `data-autoplay-interval`
 * is `autoplayInterval`) overlaid by the JSON options child, if any.
 */
function readRawOptions(element: HTMLElement, problems: string[]): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...element.dataset };
  const jsonChild = jsonOptionsChild(element);
  if (jsonChild?.textContent) {
    try {
      const parsed: unknown = JSON.parse(jsonChild.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(raw, parsed);
      else problems.push('JSON options are not an object, ignored');
    } catch {
      problems.push('JSON options are not valid JSON, ignored');
    }
  }
  return raw;
}

/** Parses an element's options with a schema; every problem goes into ONE console warning naming the widget. */
export function parseElementOptions<Options>(element: HTMLElement, widgetName: string, schema: Schema<Options>): Options {
  const problems: string[] = [];
  const raw = readRawOptions(element, problems);
  const result = parseWithSchema(schema, raw);
  warnProblems(`widget "${widgetName}" options`, [...problems, ...result.problems], element);
  return result.value;
}

/** Builds the `parseOptions` of a widget definition from its schema. */
export function optionsParser<Options>(widgetName: string, schema: Schema<Options>) {
  return (element: HTMLElement) => parseElementOptions(element, widgetName, schema);
}
