/**
 * The blocks' one editor script (README, "Blocks"), `build/cms-islands-blocks.js` in the plugin:
 * registers each block's edit and save; its title, attributes and supports come from its block.json,
 * which PHP registered. Every block is found where its family keeps it, by glob: the `editor` each
 * `widgets/<family>/blocks/<slug>/edit.tsx` exports (no list by hand). WordPress's packages and React
 * are WordPress's own (scripts/blocks/editor-build.ts).
 */
import { registerBlockCollection, registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { BlockEditor } from './block-editor';

const EDITORS = import.meta.glob<BlockEditor>('../../widgets/*/blocks/*/edit.tsx', { eager: true, import: 'editor' });

// Our blocks together under the plugin's name in the inserter (as well as in their categories).
registerBlockCollection('cms-islands', { title: __('CMS Islands', 'cms-islands'), icon: 'layout' });
for (const { name, settings } of Object.values(EDITORS)) registerBlockType(name, settings);
