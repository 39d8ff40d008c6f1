import { __ } from '@wordpress/i18n';
import { blockName } from '../definition';
import { wrapperChildEditor } from '../editor/wrapper-child';
import { carouselSlideBlock } from './block';

export const carouselSlideEditor = wrapperChildEditor(blockName(carouselSlideBlock.slug), () => '', {
  template: [['core/paragraph', { placeholder: __('Slide content', 'cms-islands') }]],
});
