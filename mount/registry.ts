import { reportError, warn } from '../core/log';
import { MARKUP } from '../core/markup';
import { MOUNT_STRATEGIES, type AnyWidgetDefinition, type Premount } from './types';

const VALID_NAME = /^[a-z][a-z0-9-]*$/;

/** Why a definition cannot be accepted, or undefined when it can. */
function refusal(definition: AnyWidgetDefinition | undefined): string | undefined {
  if (!definition || typeof definition !== 'object') return 'is not an object';
  const runnable = ['component', 'setup', 'load'].some((key) => typeof definition[key as 'component'] === 'function');
  if (!runnable) return 'has neither a component nor a setup function';
  if (definition.strategy !== undefined && !MOUNT_STRATEGIES.includes(definition.strategy)) {
    return `has strategy "${String(definition.strategy)}", not one of ${MOUNT_STRATEGIES.join(', ')}`;
  }
  if (definition.selector !== undefined) {
    if (typeof definition.selector !== 'string' || definition.selector.trim() === '') return 'has a selector that is not a CSS selector';
    try {
      document.createDocumentFragment().querySelector(definition.selector);
    } catch {
      return `has a selector that is not valid CSS: "${definition.selector}"`;
    }
  }
  return undefined;
}

export class WidgetRegistry {
  private readonly definitions = new Map<string, AnyWidgetDefinition>();

  /**
   * Accepts a widget, or refuses it with one clear console error (a bad name, selector or strategy
   * would otherwise break every later scan of the page). Returns whether it was accepted.
   */
  register(name: string, definition: AnyWidgetDefinition): boolean {
    if (typeof name !== 'string' || !VALID_NAME.test(name)) {
      reportError(`widget name "${String(name)}" is not valid (lower-case letters, digits and dashes), not registered`);
      return false;
    }
    const reason = refusal(definition);
    if (reason) {
      reportError(`widget "${name}" ${reason}, not registered`);
      return false;
    }
    if (this.definitions.has(name)) warn(`widget "${name}" was registered again; the new definition wins`);
    this.definitions.set(name, definition);
    return true;
  }

  get(name: string): AnyWidgetDefinition | undefined {
    return this.definitions.get(name);
  }

  /** Replaces a definition in place (an on-demand family's stub by the definition its file brought). */
  replace(name: string, definition: AnyWidgetDefinition): void {
    if (this.definitions.has(name)) this.definitions.set(name, definition);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  /** One selector that finds every widget element: the data attribute plus each widget's own selector. */
  discoverySelector(): string {
    const selectors = [`[${MARKUP.widget}]`];
    for (const definition of this.definitions.values()) if (definition.selector) selectors.push(definition.selector);
    return selectors.join(',');
  }

  /** The premounts of the registered widgets, each once (a family's widgets share their family's), with a widget's name. */
  premounts(): Map<Premount, string> {
    const premounts = new Map<Premount, string>();
    for (const [name, { premount }] of this.definitions)
      if (typeof premount === 'function' && !premounts.has(premount)) premounts.set(premount, name);
    return premounts;
  }

  /** The widget names an element asks for: its data attribute, and every widget whose selector matches it. */
  namesFor(element: Element): string[] {
    const names: string[] = [];
    const named = element.getAttribute(MARKUP.widget)?.trim();
    if (named) names.push(named);
    for (const [name, definition] of this.definitions) {
      if (definition.selector && name !== named && element.matches(definition.selector)) names.push(name);
    }
    return names;
  }
}
