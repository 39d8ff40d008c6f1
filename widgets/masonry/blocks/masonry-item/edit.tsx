import { blockName } from '../../../../blocks/definition';
import { wrapperChildEditor } from '../../../../blocks/editor/wrapper-child';
import { block } from './block';

export const editor = wrapperChildEditor(blockName(block.slug), () => 'grid-item', { template: [['core/image']] });
