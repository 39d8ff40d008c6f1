import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownTexts } from '../../../blocks/editor/option-texts';
import { findBlocks } from '../../../scripts/blocks/find-blocks';
import { translationTemplate } from '../../../scripts/plugin/pot';
import { pluginSourceFiles } from '../../../scripts/plugin/sources';
import { blockJson } from '../../../scripts/schema/blocks';
import { collectDescriptions, ROOT_DIR } from '../../../scripts/schema/collect';
import { optionsDocument, settingsDocument } from '../../../scripts/schema/json';

/**
 * The block editor speaks to site builders (README, "Blocks", the editor's words): no text it shows
 * names the markup contract: a data attribute, a page setting's key, what "the server printed", an
 * attribute of an element the block does not have, or a code mark of the README's tables. The
 * inspector's words for each option (the block's own, else the schema's: blocks/editor/option-texts.ts)
 * and every string of the editor's code are read; each block's own words are in the .pot; every
 * block has an inserter preview.
 */

const BLOCKS = await findBlocks(ROOT_DIR);
const descriptions = await collectDescriptions();
const settingKeys = descriptions.sections.flatMap((section) => section.settings.map((setting) => setting.key));

/** What a site builder should never read in the editor, and why. */
function developerWords(text: string): string[] {
  const found: string[] = [];
  if (/data-[a-z]/.test(text)) found.push('a data attribute');
  if (text.includes('`')) found.push('a code mark');
  if (/server printed/i.test(text)) found.push('"the server printed"');
  if (/\bhref\b|aria-label/.test(text)) found.push('an HTML attribute');
  for (const key of settingKeys) if (new RegExp(`\\b${key}\\b`).test(text)) found.push(`the setting key ${key}`);
  return found;
}

const EDITOR_CALL = /\b__\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,\s*'cms-islands'\s*\)/g;

describe('the editor’s words', () => {
  it('every option’s label, help, placeholder and choices in the inspector are a site builder’s', () => {
    const problems: string[] = [];
    for (const { definition, folder } of BLOCKS.filter((block) => block.definition.widget)) {
      const widget = descriptions.widgets.find((entry) => entry.widget === definition.widget)!;
      for (const option of widget.options.filter((candidate) => !(definition.structuralOptions ?? []).includes(candidate.name))) {
        const shown = shownTexts(option, definition.editorTexts?.[option.name]);
        for (const text of [shown.label, shown.help, shown.defaultText ?? '', ...Object.values(shown.enumLabels ?? {})]) {
          for (const problem of developerWords(text)) problems.push(`${folder}: ${option.name}: ${problem} in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every string of the editor’s code is a site builder’s', () => {
    const files = [
      ...readdirSync(join(ROOT_DIR, 'blocks', 'editor'))
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        .map((name) => `blocks/editor/${name}`),
      ...BLOCKS.map(({ folder }) => `${folder}/edit.tsx`),
    ];
    const strings = files.flatMap((file) =>
      [...readFileSync(join(ROOT_DIR, file), 'utf8').matchAll(EDITOR_CALL)].map((match) => ({ file, text: match[2]! })),
    );
    expect(strings.length).toBeGreaterThan(30);
    expect(strings.flatMap(({ file, text }) => developerWords(text).map((problem) => `${file}: ${problem} in "${text}"`))).toEqual([]);
  });

  it('the .pot carries each block’s own words', () => {
    const pot = translationTemplate({
      root: ROOT_DIR,
      pluginFiles: pluginSourceFiles(ROOT_DIR),
      blocks: BLOCKS,
      settings: settingsDocument(descriptions),
      options: optionsDocument(descriptions),
    });
    const own = BLOCKS.flatMap(({ definition }) =>
      Object.values(definition.editorTexts ?? {}).flatMap((texts) => [
        texts.label,
        texts.help,
        texts.defaultText,
        ...Object.values(texts.enumLabels ?? {}),
      ]),
    ).filter((text): text is string => text !== undefined);
    expect(own.length).toBeGreaterThan(10);
    const escaped = (text: string) => `msgid "${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    expect(own.filter((text) => !pot.includes(escaped(text)))).toEqual([]);
  });

  it('every block has an inserter preview: an example in its block.json', () => {
    const without = BLOCKS.filter((block) => (blockJson(block, descriptions) as { example?: object }).example === undefined);
    expect(without.map(({ slug }) => slug)).toEqual([]);
  });
});
