import type { Core } from '@strapi/strapi';
import { invalidParams } from '../../core/errors';
import { outboundPolicy } from '../../lib/outbound';
import { ImageTooLargeError } from '../uploads/image-pixels';
import { getPluginContext } from '../../lib/utils';
import { downloadImage, type DownloadedImage } from './image-download';

const FILE = 'plugin::upload.file';

/** A media-library file an image URL stands for; `stored` when this write downloaded it. */
type LibraryFile = { id: number; stored: boolean };

/** The media-library files of a write body's image URLs, found or stored before its transaction. */
export interface PreparedImages {
  /** The file of an image URL of the body; the write keeps it. */
  take(url: string): number;
}

export const invalidImage = () => invalidParams({ image: 'Invalid parameter.' });

/**
 * Resolves the image URLs of a write body before the write's transaction opens, then runs the write.
 * A URL of a file already in the media library is that file; any other is downloaded through the
 * outbound guard and stored in the library, as the original side-loads it. Nothing slow happens
 * inside the transaction, so a slow or hostile image host holds no database connection (SQLite has
 * one for everybody), and a URL pointing back at this service does not wait on itself. Stored files
 * the write did not keep (a duplicate venue answered instead), or all of them when it fails, are
 * removed again. A URL that cannot be used is a 400 naming `image`.
 */
export async function withPreparedImages<T>(
  strapi: Core.Strapi,
  baseUrl: string,
  urls: string[],
  run: (images: PreparedImages) => Promise<T>
): Promise<T> {
  const files = new Map<string, LibraryFile>();
  const stored = new Set<LibraryFile>();
  const kept = new Set<LibraryFile>();
  try {
    await settleAll(
      urls.map(async (url) => {
        const file = (await libraryFile(strapi, baseUrl, url)) ?? (await sideLoad(strapi, url));
        if (file.stored) stored.add(file);
        files.set(url, file);
      })
    );
    const result = await run({
      take(url) {
        const file = files.get(url);
        // Every URL of the body is prepared above: a miss is a bug in imageUrls(), not a bad request.
        if (!file) throw new Error(`image URL not prepared before the write: ${url}`);
        kept.add(file);
        return file.id;
      },
    });
    await removeFiles(strapi, [...stored].filter((file) => !kept.has(file)));
    return result;
  } catch (error) {
    await removeFiles(strapi, [...stored]);
    throw error;
  }
}

/** Like Promise.all, but waits for every download to end, so none is stored after the cleanup ran. */
async function settleAll(tasks: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A file of the media library with this URL (absolute under our base URL, or as stored). */
async function libraryFile(strapi: Core.Strapi, baseUrl: string, url: string): Promise<LibraryFile | null> {
  const local = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
  const file = (await strapi.db.query(FILE).findOne({ where: { url: local }, select: ['id', 'mime'] })) as { id: number; mime: string } | null;
  return file?.mime?.startsWith('image/') ? { id: file.id, stored: false } : null;
}

/** Downloads an image URL into the media library. */
async function sideLoad(strapi: Core.Strapi, url: string): Promise<LibraryFile> {
  const { settings } = getPluginContext(strapi);
  let image: DownloadedImage;
  try {
    image = await downloadImage(url, outboundPolicy(settings), settings.imageMaxBytes);
  } catch (error) {
    strapi.log.debug(`[calendar] image URL refused: ${error instanceof Error ? error.message : String(error)}`);
    throw invalidImage();
  }
  try {
    const [file] = (await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: image.name, alternativeText: null, caption: null } },
      files: { filepath: image.filepath, originalFilename: image.name, mimetype: image.mime, size: image.size },
    })) as { id: number }[];
    return { id: file.id, stored: true };
  } catch (error) {
    // Past imageMaxPixels (data/uploads/bound-uploads.ts): a 400 naming `image`, as every image URL the server
    // cannot use, not the upload routes' 413: the client's body is small, the URL's target is too large.
    if (error instanceof ImageTooLargeError) throw invalidParams({ image: error.message });
    // An image whose header passed but which Strapi's image processing cannot read.
    strapi.log.debug(`[calendar] image could not be stored: ${error instanceof Error ? error.message : String(error)}`);
    throw invalidImage();
  } finally {
    await image.dispose();
  }
}

/** Removes files this write stored; a failure here is logged, never the write's answer. */
async function removeFiles(strapi: Core.Strapi, files: LibraryFile[]): Promise<void> {
  const upload = strapi.plugin('upload').service('upload');
  for (const { id } of files) {
    try {
      const file = await strapi.db.query(FILE).findOne({ where: { id } });
      if (file) await upload.remove(file);
    } catch (error) {
      strapi.log.warn(`[calendar] could not remove unused image file ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
