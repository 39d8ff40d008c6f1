/**
 * The blocks' widgets' options, described at build time from the same descriptions as the plugin's
 * schema/options.json (scripts/blocks/editor-build.ts): the editor builds each block's inspector from
 * the same description its block.json attributes come from, so a new option shows up in the
 * inspector too.
 */
import described from 'virtual:cms-islands-editor/block-options';

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

// Described by the same schemas as the fields above (scripts/schema/describe.ts); only those fields are kept.
const widgets = described as ReadonlyArray<{ widget: string; options: readonly OptionDescription[] }>;

/** A widget's options, in their order (none for an unknown widget). */
export function optionsOf(widget: string): readonly OptionDescription[] {
  return widgets.find((entry) => entry.widget === widget)?.options ?? [];
}
