import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import { wrapperChildEditor } from '../../../../blocks/editor/wrapper-child';
import { block } from './block';

export const editor = wrapperChildEditor(blockName(block.slug), () => '', {
  template: [['core/paragraph', { placeholder: __('Slide content', 'cms-islands') }]],
});
