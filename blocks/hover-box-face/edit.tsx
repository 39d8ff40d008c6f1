import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { blockName } from '../definition';
import type { BlockEditor } from '../editor/block-editor';
import { hoverBoxFaceBlock } from './block';

interface FaceAttributes extends Record<string, unknown> {
  face: 'front' | 'back';
}

function HoverBoxFaceEdit({ attributes }: BlockEditProps<FaceAttributes>) {
  // Its blocks are free, though the box locks its two faces.
  const props = useInnerBlocksProps(useBlockProps({ className: `hover-box-${attributes.face === 'back' ? 'back' : 'front'}` }), {
    templateLock: false,
  });
  return <div {...props} />;
}

export const hoverBoxFaceEditor: BlockEditor = {
  name: blockName(hoverBoxFaceBlock.slug),
  settings: { edit: HoverBoxFaceEdit, save: () => <InnerBlocks.Content /> },
};
