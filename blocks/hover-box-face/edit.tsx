import { blockName } from '../definition';
import { wrapperChildEditor } from '../editor/wrapper-child';
import { hoverBoxFaceBlock } from './block';

// Its blocks are free, though the box locks its two faces.
export const hoverBoxFaceEditor = wrapperChildEditor(
  blockName(hoverBoxFaceBlock.slug),
  (attributes) => `hover-box-${attributes.face === 'back' ? 'back' : 'front'}`,
);
