/**
 * The plugin's files a script writes, never kept in git (README, "Options and settings: one source",
 * "Blocks"): its build (scripts/wp-plugin.ts) writes them into the staged plugin from the TypeScript
 * schemas, the blocks' definitions and the plugin's sources.
 * - schema/settings.json and schema/options.json: the page settings and the widgets' options, described;
 * - blocks/<slug>/block.json, one per block;
 * - languages/cms-islands.pot, the translation template.
 */
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { FoundBlock } from '../blocks/find-blocks';
import { blockJson, blockJsonPath } from '../schema/blocks';
import type { Descriptions } from '../schema/collect';
import { OPTIONS_JSON, optionsDocument, SETTINGS_JSON, settingsDocument } from '../schema/json';
import { POT_FILE, translationTemplate } from './pot';
import { PLUGIN_CORE_DIR, type PluginFile } from './sources';

interface GeneratedSources {
  /** The repository. */
  readonly root: string;
  readonly descriptions: Descriptions;
  readonly blocks: readonly FoundBlock[];
  readonly pluginFiles: readonly PluginFile[];
}

/** Every file the build writes into the plugin: its path in the plugin's folder → its content. */
export async function generatedPluginFiles({ root, descriptions, blocks, pluginFiles }: GeneratedSources): Promise<Map<string, string>> {
  // Formatted as the repository's JSON is (.prettierrc.json), so a reader of the plugin gets a readable file.
  const json = async (value: object, target: string) => {
    const path = join(root, PLUGIN_CORE_DIR, target);
    return format(JSON.stringify(value), { ...(await resolveConfig(path)), filepath: path });
  };
  const settings = settingsDocument(descriptions);
  const options = optionsDocument(descriptions);
  const files = new Map<string, string>();
  files.set(SETTINGS_JSON, await json(settings, SETTINGS_JSON));
  files.set(OPTIONS_JSON, await json(options, OPTIONS_JSON));
  for (const block of blocks) files.set(blockJsonPath(block.slug), await json(blockJson(block, descriptions), blockJsonPath(block.slug)));
  files.set(POT_FILE, translationTemplate({ root, pluginFiles, blocks, settings, options }));
  return files;
}
