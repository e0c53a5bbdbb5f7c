import { mkdtemp, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import { invalidParams } from '../errors';
import type { WriteContext } from './context';

const FILE = 'plugin::upload.file';
/** Largest image side-loaded from a URL. */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The featured image of a write: the ID of an image in Strapi's media library, or a URL. A URL of a
 * file already in the library is matched; any other is downloaded into the library, as the original
 * side-loads it. `""`, `0`, `false` or null remove the image. Anything else is a 400 naming `image`.
 */
export async function resolveImage(value: number | string | null | undefined, wctx: WriteContext): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '' || value === 0) return null;
  if (typeof value === 'number') return imageById(value, wctx);
  return (await imageByUrl(value, wctx)) ?? sideLoad(value, wctx);
}

const invalid = () => invalidParams({ image: 'Invalid parameter.' });

async function imageById(id: number, wctx: WriteContext): Promise<number> {
  const file = (await wctx.strapi.db.query(FILE).findOne({ where: { id }, select: ['id', 'mime'] })) as { id: number; mime: string } | null;
  if (!file || !file.mime?.startsWith('image/')) throw invalid();
  return file.id;
}

async function imageByUrl(url: string, wctx: WriteContext): Promise<number | null> {
  const local = url.startsWith(wctx.baseUrl) ? url.slice(wctx.baseUrl.length) : url;
  const file = (await wctx.strapi.db.query(FILE).findOne({ where: { url: local }, select: ['id', 'mime'] })) as { id: number; mime: string } | null;
  return file?.mime?.startsWith('image/') ? file.id : null;
}

/** Downloads an image URL into the media library; only http(s) answers with an image type are accepted. */
async function sideLoad(url: string, wctx: WriteContext): Promise<number> {
  if (!/^https?:\/\//i.test(url)) throw invalid();
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(15_000) });
  } catch {
    throw invalid();
  }
  const mime = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!response.ok || !/^image\/(jpeg|png|gif|webp|avif|svg\+xml|tiff|bmp)$/.test(mime)) throw invalid();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!bytes.length || bytes.length > MAX_BYTES) throw invalid();

  const name = decodeURIComponent(path.basename(new URL(url).pathname)) || 'image';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-image-'));
  const filepath = path.join(dir, name);
  try {
    await writeFile(filepath, bytes);
    const [file] = (await wctx.strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText: null, caption: null } },
      files: { filepath, originalFilename: name, mimetype: mime, size: bytes.length },
    })) as { id: number }[];
    return file.id;
  } catch {
    throw invalid();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
