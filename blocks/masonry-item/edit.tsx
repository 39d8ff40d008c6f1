import { blockName } from '../definition';
import { wrapperChildEditor } from '../editor/wrapper-child';
import { masonryItemBlock } from './block';

export const masonryItemEditor = wrapperChildEditor(blockName(masonryItemBlock.slug), () => 'grid-item', { template: [['core/image']] });
