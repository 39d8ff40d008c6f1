import { blockName } from '../definition';
import { wrapperChildEditor } from '../editor/wrapper-child';
import { sliderSlideBlock } from './block';

export const sliderSlideEditor = wrapperChildEditor(blockName(sliderSlideBlock.slug), () => 'slider-slide', { template: [['core/image']] });
