import { invalidImage } from './prepared-images';
import type { WriteContext } from './context';

const FILE = 'plugin::upload.file';

/**
 * The featured image of a write: the ID of an image in Strapi's media library, or a URL, already
 * matched or downloaded before the transaction (prepared-images.ts). `""`, `0`, `false` or null
 * remove the image. Anything else is a 400 naming `image`.
 */
export async function resolveImage(value: number | string | null | undefined, wctx: WriteContext): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '' || value === 0) return null;
  if (typeof value === 'string') return wctx.images.take(value);
  const file = (await wctx.strapi.db.query(FILE).findOne({ where: { id: value }, select: ['id', 'mime'] })) as { id: number; mime: string } | null;
  if (!file || !file.mime?.startsWith('image/')) throw invalidImage();
  return file.id;
}
