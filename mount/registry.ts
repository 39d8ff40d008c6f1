import { warn } from '../src/log';
import type { AnyWidgetDefinition } from './types';

/** The data attribute that names a widget on server markup: `<div data-island="tabs">`. */
export const WIDGET_ATTRIBUTE = 'data-island';
/** Per-element override of the mount strategy. */
export const STRATEGY_ATTRIBUTE = 'data-island-load';

const VALID_NAME = /^[a-z][a-z0-9-]*$/;

export class WidgetRegistry {
  private readonly definitions = new Map<string, AnyWidgetDefinition>();
  /** Bumped on every registration so the runtime knows its cached selector is stale. */
  version = 0;

  register(name: string, definition: AnyWidgetDefinition): boolean {
    if (!VALID_NAME.test(name)) {
      warn(`widget name "${name}" is not valid (lower-case letters, digits and dashes), not registered`);
      return false;
    }
    const runnable = ['component', 'setup', 'load'].some((key) => typeof definition?.[key as 'component'] === 'function');
    if (!runnable) {
      warn(`widget "${name}" has neither a component nor a setup function, not registered`);
      return false;
    }
    if (this.definitions.has(name)) warn(`widget "${name}" was registered again; the new definition wins`);
    this.definitions.set(name, definition);
    this.version += 1;
    return true;
  }

  get(name: string): AnyWidgetDefinition | undefined {
    return this.definitions.get(name);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  /** One selector that finds every widget element: the data attribute plus each widget's own selector. */
  discoverySelector(): string {
    const selectors = [`[${WIDGET_ATTRIBUTE}]`];
    for (const definition of this.definitions.values()) if (definition.selector) selectors.push(definition.selector);
    return selectors.join(',');
  }

  /** The widget names an element asks for: its data attribute, and every widget whose selector matches it. */
  namesFor(element: Element): string[] {
    const names: string[] = [];
    const named = element.getAttribute(WIDGET_ATTRIBUTE)?.trim();
    if (named) names.push(named);
    for (const [name, definition] of this.definitions) {
      if (definition.selector && name !== named && element.matches(definition.selector)) names.push(name);
    }
    return names;
  }
}
