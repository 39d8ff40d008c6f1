import { defineWidget } from '../../mount/types';
import { parsePostListOptions, type PostListOptions } from './options';
import { PostListWidget } from './PostListWidget';
import styleCss from './style.css?inline';

/** Post list: blog and portfolio grids with category filters (toggle buttons) and load-more or infinite scroll. */
export const postListWidget = defineWidget<PostListOptions>({
  parseOptions: parsePostListOptions,
  style: styleCss,
  component: PostListWidget,
});

export const widgets = { 'post-list': postListWidget };
