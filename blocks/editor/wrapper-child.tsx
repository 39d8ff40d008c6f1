/**
 * The editor of a part block that only wraps blocks in the element its parent's widget needs (a
 * carousel's `.swiper-slide`, a slider's `.slider-slide`, a masonry grid's `.grid-item`, a hover
 * box's face): its blocks are free, its class is the contract's, its save is its blocks.
 */
import { InnerBlocks, useBlockProps, useInnerBlocksProps, type InnerBlocksOptions } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import type { BlockEditor } from './block-editor';

export function wrapperChildEditor(
  name: string,
  className: (attributes: Record<string, unknown>) => string,
  options: InnerBlocksOptions = {},
): BlockEditor {
  function WrapperChildEdit({ attributes }: BlockEditProps<Record<string, unknown>>) {
    return <div {...useInnerBlocksProps(useBlockProps({ className: className(attributes) }), { templateLock: false, ...options })} />;
  }
  return { name, settings: { edit: WrapperChildEdit, save: () => <InnerBlocks.Content /> } };
}
