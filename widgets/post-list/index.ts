import { defineWidget } from '../../mount/types';
import { parsePostListOptions, type PostListOptions } from './options';
import { PostListWidget } from './PostListWidget';
import styleCss from './style.css?inline';

/**
 * Blog and portfolio lists (README). Built into its own file, cms-islands.widget-post-list.js (it
 * brings the HTTP client); until it arrives the load-more link is a plain link to the next page.
 *
 * Post list: blog and portfolio grids with category filters (toggle buttons) and load-more or infinite scroll.
 */
export const postListWidget = defineWidget<PostListOptions>({
  parseOptions: parsePostListOptions,
  style: styleCss,
  component: PostListWidget,
});

export const widgets = { 'post-list': postListWidget };
