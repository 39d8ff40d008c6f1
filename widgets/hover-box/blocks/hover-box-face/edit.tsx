import { blockName } from '../../../../blocks/definition';
import { wrapperChildEditor } from '../../../../blocks/editor/wrapper-child';
import { block } from './block';

// Its blocks are free, though the box locks its two faces.
export const editor = wrapperChildEditor(
  blockName(block.slug),
  (attributes) => `hover-box-${attributes.face === 'back' ? 'back' : 'front'}`,
);
