/**
 * Compressed answers, as a production server sends them (README, "Benchmark": the byte figures are
 * what a visitor gets): text (HTML, scripts, stylesheets, SVG, JSON) in brotli when the request
 * accepts it, else gzip, else as is; images, video and other binary types as they are. Files of the
 * static folders are compressed once, at brotli's and gzip's highest levels, as a site's build or its
 * CDN stores them; answers made per request (pages, the backend's JSON) at the lower levels servers
 * use on the fly, so a page is not held up by its own compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

export type ContentEncoding = 'br' | 'gzip';

/** Content types worth compressing: text of any kind, and the text formats named by an application/ or image/ type. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Below this, an answer goes as it is: compressing a few hundred bytes saves less than a packet (the
 * backend's short JSON answers, a "Not found"), as servers' own minimum lengths have it.
 */
const MIN_COMPRESSED_BYTES = 256;

const STORED_LEVELS = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } } satisfies BrotliOptions,
  gzip: { level: constants.Z_BEST_COMPRESSION } satisfies ZlibOptions,
};
/** Brotli 5 and gzip 6: the levels servers compress with on the fly (fast, most of the gain). */
const ON_THE_FLY_LEVELS = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } satisfies BrotliOptions,
  gzip: { level: 6 } satisfies ZlibOptions,
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** q-values of an Accept-Encoding header, by coding (`*` included); a coding the header lacks is absent. */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    codings.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  return codings;
}

/** The coding to answer with: brotli when accepted, else gzip, else none (RFC 9110's q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const codings = acceptedCodings(acceptEncoding);
  const accepts = (coding: ContentEncoding) => (codings.get(coding) ?? codings.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);
}

function compress(body: Buffer, encoding: ContentEncoding, levels: typeof STORED_LEVELS): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, levels.br) : gzipAsync(body, levels.gzip);
}

/** Static files compressed once, by path, size and modification time (a rebuild writes a new file). */
const stored = new Map<string, Promise<Buffer>>();
/** The most stored copies kept (a dev session rebuilding for hours would otherwise keep every build). */
const MAX_STORED = 500;

export interface CompressedBody {
  body: Buffer;
  /** Headers to add: content-encoding, and vary (a cache must key the answer on Accept-Encoding). */
  headers: Record<string, string>;
}

/**
 * The body to send for `request`, compressed when its type is text and the request accepts a coding.
 * `storedAs` names a static file's version (path, size, mtime): its compressed copy is made once.
 */
export async function compressedBody(
  request: IncomingMessage,
  contentType: string | undefined,
  body: Buffer,
  storedAs?: string,
): Promise<CompressedBody> {
  if (!isCompressible(contentType)) return { body, headers: {} };
  const vary = { vary: 'Accept-Encoding' };
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || body.length < MIN_COMPRESSED_BYTES) return { body, headers: vary };
  let compressed: Promise<Buffer>;
  if (storedAs === undefined) compressed = compress(body, encoding, ON_THE_FLY_LEVELS);
  else {
    const key = `${encoding} ${storedAs}`;
    compressed = stored.get(key) ?? compress(body, encoding, STORED_LEVELS);
    if (!stored.has(key)) {
      if (stored.size >= MAX_STORED) stored.delete(stored.keys().next().value!);
      stored.set(key, compressed);
    }
  }
  return { body: await compressed, headers: { ...vary, 'content-encoding': encoding } };
}
