/**
 * Every block of the plugin, once (README, "Blocks"): `npm run schema` writes each one's block.json
 * into wordpress/cms-islands/blocks/<slug>/, and the editor script registers each one's edit.
 */
import type { BlockDefinition } from './definition';
import { carouselBlock } from './carousel/block';
import { carouselSlideBlock } from './carousel-slide/block';
import { countdownBlock } from './countdown/block';
import { counterBlock } from './counter/block';
import { progressBarBlock } from './progress-bar/block';
import { popupBlock } from './popup/block';
import { hoverBoxBlock } from './hover-box/block';
import { hoverBoxFaceBlock } from './hover-box-face/block';
import { sliderBlock } from './slider/block';
import { sliderSlideBlock } from './slider-slide/block';
import { masonryBlock } from './masonry/block';
import { masonryItemBlock } from './masonry-item/block';
import { headerBannerBlock } from './header-banner/block';
import { videoBackgroundBlock } from './video-background/block';
import { hotspotsBlock } from './hotspots/block';
import { hotspotBlock } from './hotspot/block';

export const BLOCKS: readonly BlockDefinition[] = [
  carouselBlock,
  carouselSlideBlock,
  countdownBlock,
  counterBlock,
  progressBarBlock,
  popupBlock,
  hoverBoxBlock,
  hoverBoxFaceBlock,
  sliderBlock,
  sliderSlideBlock,
  masonryBlock,
  masonryItemBlock,
  headerBannerBlock,
  videoBackgroundBlock,
  hotspotsBlock,
  hotspotBlock,
];
