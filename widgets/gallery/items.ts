import { GALLERY_MARKUP } from './markup';
/**
 * What a gallery shows, read from the server's markup (widgets/gallery/README.md, "Markup contract"):
 * every link to a large image, with its size and title.
 */
export interface GalleryItem {
  /** The link the lightbox opened from; focus comes back to it. */
  readonly link: HTMLAnchorElement;
  /** The thumbnail inside the link, if any (the zoom animation starts from it). */
  readonly thumbnail: HTMLImageElement | null;
  readonly src: string;
  readonly srcset: string;
  width: number;
  height: number;
  /** True when the server printed no size: the lightbox guesses from the thumbnail and corrects on load. */
  sizeGuessed: boolean;
  readonly title: string;
  readonly alt: string;
}

/** Links whose address is an image file (WordPress "Link to: Media file"); other links are left alone. */
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)(?:[?#].*)?$/i;
/** The size PhotoSwipe is given when neither the link nor the thumbnail says: corrected once it loads. */
const FALLBACK_SIZE = 1200;

/** A guessed shape stays between 1:10 and 10:1 (ours): absurd thumbnail sizes give no absurd slide. */
const guessedRatio = (ratio: number) => Math.min(10, Math.max(0.1, ratio));

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
};

/** Is this link one of the gallery's images? */
export function isGalleryLink(link: Element): link is HTMLAnchorElement {
  if (!(link instanceof HTMLAnchorElement) || !link.getAttribute('href')) return false;
  if (link.hasAttribute(GALLERY_MARKUP.attributes.width) || link.hasAttribute(GALLERY_MARKUP.attributes.src)) return true;
  return IMAGE_FILE.test(link.pathname || link.getAttribute('href') || '');
}

/** The item title: the link's data-title, else the caption of its own figure, else the thumbnail's alt. */
function titleOf(link: HTMLAnchorElement, gallery: HTMLElement, thumbnail: HTMLImageElement | null): string {
  const explicit = link.getAttribute(GALLERY_MARKUP.attributes.title) ?? thumbnail?.getAttribute(GALLERY_MARKUP.attributes.title);
  if (explicit != null) return explicit.trim();
  const figure = link.closest('figure');
  if (figure && figure !== gallery && gallery.contains(figure)) {
    const caption = figure.querySelector(':scope > figcaption');
    const text = caption?.textContent?.trim();
    if (text) return text;
  }
  return thumbnail?.alt.trim() ?? '';
}

export function readGalleryItems(gallery: HTMLElement): GalleryItem[] {
  const links = [...gallery.querySelectorAll('a[href]')].filter(isGalleryLink);
  return links.map((link) => {
    const thumbnail = link.querySelector('img');
    let width = positive(link.getAttribute(GALLERY_MARKUP.attributes.width));
    let height = positive(link.getAttribute(GALLERY_MARKUP.attributes.height));
    const sizeGuessed = !width || !height;
    if (sizeGuessed) {
      // The thumbnail's printed size gives the shape; the real size comes when the image loads.
      const thumbWidth = positive(thumbnail?.getAttribute('width'));
      const thumbHeight = positive(thumbnail?.getAttribute('height'));
      width = FALLBACK_SIZE;
      height = thumbWidth && thumbHeight ? Math.round(FALLBACK_SIZE * guessedRatio(thumbHeight / thumbWidth)) : FALLBACK_SIZE;
    }
    return {
      link,
      thumbnail,
      src: link.getAttribute(GALLERY_MARKUP.attributes.src) || link.href,
      srcset: link.getAttribute(GALLERY_MARKUP.attributes.srcset) ?? '',
      width,
      height,
      sizeGuessed,
      title: titleOf(link, gallery, thumbnail),
      alt: thumbnail?.alt ?? '',
    };
  });
}
