/**
 * The frames an answer may keep (README, "HTML answers"): the site's own pages, and the players and
 * maps of the providers the bundle itself embeds (widgets/media-embed/README.md: YouTube, Vimeo, the
 * maps). A frame from anywhere else becomes a link to its address. Part of the sanitizer's own file.
 */
import { safeUrl } from '../dom/safe-url';

/** Hosts whose pages under `path` are players or maps made to be framed. */
const EMBED_PROVIDERS: ReadonlyArray<{ readonly hosts: readonly string[]; readonly path: string }> = [
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: '/embed/' },
  { hosts: ['player.vimeo.com'], path: '/video/' },
  { hosts: ['www.google.com', 'maps.google.com'], path: '/maps/embed' },
  { hosts: ['www.openstreetmap.org'], path: '/export/embed.html' },
];

function mayFrame(address: string): boolean {
  const url = new URL(address);
  if (url.origin === location.origin) return true;
  return (
    url.protocol === 'https:' && EMBED_PROVIDERS.some(({ hosts, path }) => hosts.includes(url.hostname) && url.pathname.startsWith(path))
  );
}

/**
 * Replaces each iframe of `root` that would show a page from elsewhere by a link to that page, named
 * by the frame's title (or the host). Its address is its `src`, or any web address in its data
 * attributes (a lazy loader's `data-src` becomes the `src` later).
 */
export function replaceForeignFrames(root: DocumentFragment): void {
  for (const frame of root.querySelectorAll('iframe')) {
    const addresses = [frame.getAttribute('src'), ...Object.values(frame.dataset)].map((value) => safeUrl(value));
    const foreign = addresses.find((address): address is string => address !== null && !mayFrame(address));
    if (foreign === undefined) continue;
    const link = frame.ownerDocument.createElement('a');
    link.href = foreign;
    link.textContent = frame.title.trim() || new URL(foreign).host;
    frame.replaceWith(link);
  }
}
