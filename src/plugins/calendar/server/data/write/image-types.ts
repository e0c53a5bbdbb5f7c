/**
 * The raster types a featured image may have, with the extension its stored file gets: those
 * WordPress side-loads from a URL, plus AVIF. Told by the bytes, never by the answer's Content-Type
 * or the URL. SVG is refused (it can carry scripts that run on our origin), and so are TIFF and BMP,
 * which browsers do not show.
 */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** file-type reads at most this many first bytes to tell a type. */
export const SNIFF_BYTES = 4100;

export interface ImageType {
  mime: string;
  ext: string;
}

/** The accepted image type of a file from its first bytes, or null. */
export async function sniffImageType(head: Uint8Array): Promise<ImageType | null> {
  // file-type is ESM only: `file-type/core` is the entry jest's resolver finds (jest.config.js lets it
  // transform it); Node loads it through require(esm) once compiled to CommonJS (Node 20.19+, 22.12+).
  const { fileTypeFromBuffer } = await import('file-type/core');
  const type = await fileTypeFromBuffer(head);
  const ext = type && ACCEPTED[type.mime];
  return type && ext ? { mime: type.mime, ext } : null;
}
