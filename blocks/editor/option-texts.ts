/**
 * An option's words in the inspector (README, "Blocks", the editor's words): the block's own
 * (`editorTexts` in its block.ts) where it has them, else the options schema's. Plain data, no
 * WordPress: the inspector's controls and the unit test that scans the editor's words read the same.
 */
import type { EditorTexts } from '../definition';

export interface SchemaTexts {
  readonly label: string;
  readonly help: string;
  readonly defaultText?: string;
  readonly enumLabels?: Readonly<Record<string, string>>;
}

export interface ShownTexts {
  readonly label: string;
  readonly help: string;
  readonly defaultText?: string;
  readonly enumLabels?: Readonly<Record<string, string>>;
}

export function shownTexts(schema: SchemaTexts, own: EditorTexts | undefined): ShownTexts {
  return {
    label: own?.label ?? schema.label,
    help: own?.help ?? schema.help,
    defaultText: own?.defaultText ?? schema.defaultText,
    enumLabels: schema.enumLabels || own?.enumLabels ? { ...schema.enumLabels, ...own?.enumLabels } : undefined,
  };
}
