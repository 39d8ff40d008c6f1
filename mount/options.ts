import { MARKUP } from '../src/core/markup';
import { parseWithSchema, warnProblems, type Schema } from '../src/core/settings/schema';

/** Structured options may be given as JSON in a direct child `<script type="application/json" data-island-options>`. */
export const JSON_OPTIONS_SELECTOR = `:scope > script[type="application/json"][${MARKUP.options}]`;

/**
 * The raw option values of an element: its data attributes (by dataset name, so `data-autoplay-interval`
 * is `autoplayInterval`) overlaid by the JSON options child, if any.
 */
function readRawOptions(element: HTMLElement, problems: string[]): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...element.dataset };
  const jsonChild = element.querySelector(JSON_OPTIONS_SELECTOR);
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
