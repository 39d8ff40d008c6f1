/**
 * The blocks' one editor script (README, "Blocks"), `build/cms-islands-blocks.js` in the plugin:
 * registers each block's edit and save; its title, attributes and supports come from its block.json,
 * which PHP registered. WordPress's packages and React are WordPress's own (scripts/blocks/editor-build.ts).
 */
import { registerBlockCollection, registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { BlockEditor } from './block-editor';
import { carouselEditor } from '../carousel/edit';
import { carouselSlideEditor } from '../carousel-slide/edit';
import { countdownEditor } from '../countdown/edit';
import { counterEditor } from '../counter/edit';
import { progressBarEditor } from '../progress-bar/edit';
import { popupEditor } from '../popup/edit';
import { hoverBoxEditor } from '../hover-box/edit';
import { hoverBoxFaceEditor } from '../hover-box-face/edit';
import { sliderEditor } from '../slider/edit';
import { sliderSlideEditor } from '../slider-slide/edit';
import { masonryEditor } from '../masonry/edit';
import { masonryItemEditor } from '../masonry-item/edit';
import { headerBannerEditor } from '../header-banner/edit';
import { videoBackgroundEditor } from '../video-background/edit';
import { hotspotsEditor } from '../hotspots/edit';
import { hotspotEditor } from '../hotspot/edit';

const EDITORS: readonly BlockEditor[] = [
  carouselEditor,
  carouselSlideEditor,
  countdownEditor,
  counterEditor,
  progressBarEditor,
  popupEditor,
  hoverBoxEditor,
  hoverBoxFaceEditor,
  sliderEditor,
  sliderSlideEditor,
  masonryEditor,
  masonryItemEditor,
  headerBannerEditor,
  videoBackgroundEditor,
  hotspotsEditor,
  hotspotEditor,
];

// Our blocks together under the plugin's name in the inserter (as well as in their categories).
registerBlockCollection('cms-islands', { title: __('CMS Islands', 'cms-islands'), icon: 'layout' });
for (const { name, settings } of EDITORS) registerBlockType(name, settings);
