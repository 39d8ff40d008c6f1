import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { blockName } from '../definition';
import type { BlockEditor } from '../editor/block-editor';
import { carouselSlideBlock } from './block';

const TEMPLATE = [['core/paragraph', { placeholder: __('Slide content', 'cms-islands') }]] as const;

function CarouselSlideEdit(_props: BlockEditProps<Record<string, unknown>>) {
  return <div {...useInnerBlocksProps(useBlockProps(), { template: TEMPLATE })} />;
}

export const carouselSlideEditor: BlockEditor = {
  name: blockName(carouselSlideBlock.slug),
  settings: { edit: CarouselSlideEdit, save: () => <InnerBlocks.Content /> },
};
