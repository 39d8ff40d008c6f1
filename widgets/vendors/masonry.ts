/**
 * Vendor file: masonry-layout and imagesloaded, as ONE file (cms-islands.vendor-masonry.js, listed in
 * widgets/index.ts), fetched when the first masonry grid mounts (widgets/masonry/README.md).
 */
import Masonry from 'masonry-layout';
import imagesLoaded from 'imagesloaded';

const masonryVendor = { Masonry, imagesLoaded };
export type MasonryVendor = typeof masonryVendor;

export default masonryVendor;
