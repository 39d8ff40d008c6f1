/**
 * The widgets' options as `npm run schema` described them (wordpress/cms-islands/schema/options.json):
 * the editor builds each block's inspector from the same description its block.json attributes come
 * from, so a new option shows up in the inspector too.
 */
import described from '../../wordpress/cms-islands/schema/options.json';

export interface OptionDescription {
  readonly name: string;
  readonly type: string;
  readonly format?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
  readonly enumLabels?: Readonly<Record<string, string>>;
  readonly defaultText?: string;
  readonly label: string;
  readonly help: string;
}

const widgets = described.widgets as ReadonlyArray<{ widget: string; options: readonly OptionDescription[] }>;

/** A widget's options, in their order (none for an unknown widget). */
export function optionsOf(widget: string): readonly OptionDescription[] {
  return widgets.find((entry) => entry.widget === widget)?.options ?? [];
}
