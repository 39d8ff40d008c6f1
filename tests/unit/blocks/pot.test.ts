import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../../scripts/blocks/find-blocks';
import { translationTemplate } from '../../../scripts/plugin/pot';
import { pluginSourceFiles } from '../../../scripts/plugin/sources';
import { collectDescriptions, ROOT_DIR } from '../../../scripts/schema/collect';
import { optionsDocument, settingsDocument } from '../../../scripts/schema/json';

/**
 * The translation template the plugin's build writes (README, "Blocks"): a string of the PHP, the
 * editor script or the schemas is in it, wherever its family keeps the file.
 */
describe('languages/cms-islands.pot', () => {
  it('holds the editor’s, the render templates’, the families’ PHP and the block.json strings, with translator comments', async () => {
    const descriptions = await collectDescriptions();
    const pot = translationTemplate({
      root: ROOT_DIR,
      pluginFiles: pluginSourceFiles(ROOT_DIR),
      blocks: await findBlocks(ROOT_DIR),
      settings: settingsDocument(descriptions),
      options: optionsDocument(descriptions),
    });
    expect(pot).toContain('msgctxt "block title"\nmsgid "Countdown"');
    expect(pot).toContain('msgid "Number"');
    expect(pot).toMatch(
      /#\. translators: %s: the address the popup opens instead of its content\.\n#: widgets\/popups\/blocks\/popup\/edit\.tsx\nmsgid "Opens %s"/,
    );
    // A render template and a family's PHP, by their paths in the plugin.
    expect(pot).toMatch(/#: blocks\/countdown\/render\.php\nmsgid "days"/);
    expect(pot).toMatch(/#: [^\n]*includes\/families\/search\.php/);
    // The inspector's labels come from options.json, translated by value.
    expect(pot).toContain('msgid "Slides in view"');
  });
});
