/**
 * Reads a video address as a theme prints it (a YouTube or Vimeo page, a share or embed link, or a
 * video file) for the media families (widgets/video-background/README.md, widgets/media-embed/README.md).
 * Not part of the main bundle: only those families' own files import it.
 */
type VideoSource =
  | { readonly kind: 'youtube'; readonly id: string; readonly startSeconds: number }
  | { readonly kind: 'vimeo'; readonly id: string; readonly hash: string }
  | { readonly kind: 'file'; readonly url: string };

export type VideoUrlResult = { readonly source: VideoSource } | { readonly problem: 'missing' | 'unsupported' };

/** The console warnings of a video background or embed without a usable address (README of each family). */
export const VIDEO_URL_WARNINGS = { missing: 'Missing video URL', unsupported: 'Video URL not supported' } as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else 0. */
function startSeconds(raw: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw ?? '');
  if (!raw || !match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtube(url: URL): VideoSource | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  return { kind: 'youtube', id, startSeconds: startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start')) };
}

function vimeo(url: URL): VideoSource | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [id, hash] = url.hostname === 'player.vimeo.com' ? (segments[0] === 'video' ? segments.slice(1) : []) : segments;
  if (!id || !/^\d+$/.test(id)) return undefined;
  return { kind: 'vimeo', id, hash: url.searchParams.get('h') ?? (hash && /^[\da-f]+$/i.test(hash) ? hash : '') };
}

/**
 * The video behind an address: YouTube and Vimeo by host, a file by its extension (on any http(s)
 * host: self-hosted). `base` resolves relative addresses (a file on the site itself).
 */
export function parseVideoUrl(raw: string | null | undefined, base: string = location.href): VideoUrlResult {
  const text = raw?.trim();
  if (!text) return { problem: 'missing' };
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return { problem: 'unsupported' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'unsupported' };
  const host = url.hostname.toLowerCase();
  const source = YOUTUBE_HOSTS.has(host)
    ? youtube(url)
    : VIMEO_HOSTS.has(host)
      ? vimeo(url)
      : VIDEO_FILE.test(url.pathname)
        ? ({ kind: 'file', url: url.href } as const)
        : undefined;
  return source ? { source } : { problem: 'unsupported' };
}
