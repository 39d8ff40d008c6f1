/**
 * The blocks' block.json files (README, "Blocks"), written by the plugin's build next to each block's
 * render.php in the plugin's blocks/<slug>/: the block's texts and supports from its definition
 * (widgets/<family>/blocks/<slug>/block.ts), and one attribute per option of its widget, typed and
 * defaulted from the same description as options.json. A new option is a new attribute at the next
 * build.
 */
import type { BlockAttribute } from '../../blocks/definition';
import { blockName } from '../../blocks/definition';
import type { FoundBlock } from '../blocks/find-blocks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR, type Descriptions, type OptionDescription } from './collect';

/** The plugin's version (package.json's), each block's `version`: WordPress adds it to the block's asset addresses. */
const pluginVersion = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** In the plugin's folder. */
export const blockJsonPath = (slug: string): string => `blocks/${slug}/block.json`;

/** The handle of the one editor script every block names (registered by includes/class-cms-islands-blocks.php). */
const EDITOR_SCRIPT_HANDLE = 'cms-islands-blocks-editor';
/** A block's stylesheet handle (registered by the same class, as a file: never inlined, so `style-src 'self'` holds). */
const blockStyleHandle = (slug: string): string => `cms-islands-block-${slug}`;

const generated = (folder: string) =>
  `Written by the plugin's build from ${folder}/block.ts and the widget's options (README, "Blocks"). Do not edit: change those and build again.`;

/** An option as a block attribute: its type, its choices, and its default (or the block's starting value). */
function optionAttribute(option: OptionDescription, startingValue: unknown): BlockAttribute {
  const fallback = startingValue ?? option.default;
  return {
    type: option.type,
    ...(option.enum ? { enum: option.enum } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}

/** The options of the block's widget, as described (an error when the widget reads none). */
function widgetOptions({ definition, folder }: FoundBlock, descriptions: Descriptions): readonly OptionDescription[] {
  if (!definition.widget) return [];
  const widget = descriptions.widgets.find((described) => described.widget === definition.widget);
  if (!widget) throw new Error(`${folder}/block.ts: the widget ${definition.widget} has no described options`);
  for (const name of Object.keys(definition.startingValues ?? {})) {
    if (!widget.options.some((option) => option.name === name)) {
      throw new Error(`${folder}/block.ts: startingValues.${name} is no option of ${definition.widget}`);
    }
  }
  for (const name of Object.keys(definition.editorTexts ?? {})) {
    if (!widget.options.some((option) => option.name === name)) {
      throw new Error(`${folder}/block.ts: editorTexts names ${name}, no option of ${definition.widget}`);
    }
  }
  for (const name of definition.structuralOptions ?? []) {
    if (!widget.options.some((option) => option.name === name)) {
      throw new Error(`${folder}/block.ts: structuralOptions names ${name}, no option of ${definition.widget}`);
    }
  }
  return widget.options;
}

export function blockJson(block: FoundBlock, descriptions: Descriptions): object {
  const { definition, folder } = block;
  const attributes: Record<string, BlockAttribute> = {};
  for (const option of widgetOptions(block, descriptions)) {
    attributes[option.name] = optionAttribute(option, definition.startingValues?.[option.name]);
  }
  for (const [name, attribute] of Object.entries(definition.attributes ?? {})) {
    if (name in attributes) throw new Error(`${folder}/block.ts: the attribute ${name} is an option already`);
    attributes[name] = attribute;
  }
  return {
    $comment: generated(folder),
    apiVersion: 3,
    name: blockName(definition.slug),
    version: pluginVersion,
    title: definition.title,
    category: definition.category,
    ...(definition.parent ? { parent: definition.parent } : {}),
    ...(definition.allowedBlocks ? { allowedBlocks: definition.allowedBlocks } : {}),
    icon: definition.icon,
    description: definition.description,
    ...(definition.keywords ? { keywords: definition.keywords } : {}),
    textdomain: 'cms-islands',
    attributes,
    supports: definition.supports,
    // The inserter's preview (README, "Blocks").
    example: definition.example,
    editorScript: EDITOR_SCRIPT_HANDLE,
    ...(definition.style ? { style: blockStyleHandle(definition.slug) } : {}),
    render: 'file:./render.php',
  };
}
