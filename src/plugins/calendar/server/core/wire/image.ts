import type { MediaFile, MediaFormat } from '../../data/records/types';
import type { WireContext } from './context';
import type { WireImage, WireImageSize } from './types';

/** Strapi's responsive formats, in the order WordPress lists its sizes (small to large). */
const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'];

/** A media URL as the wire shows it: absolute (local uploads are stored as `/uploads/x.jpg`). */
export function absoluteUrl(url: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Strapi stores sizes in kilobytes (a float); the wire shows bytes. */
const toBytes = (kilobytes: number | null | undefined): number | undefined =>
  kilobytes ? Math.round(kilobytes * 1024) : undefined;

const extensionOf = (file: MediaFile): string =>
  (file.ext ?? /\.([^./?#]+)(?:[?#]|$)/.exec(file.url)?.[1] ?? '').replace(/^\./, '');

/** Copies only the members that have a value: the original drops empty ones. */
function present<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

function toWireSize(format: MediaFormat, file: MediaFile, baseUrl: string): WireImageSize {
  return present({
    width: format.width ?? undefined,
    height: format.height ?? undefined,
    'mime-type': format.mime ?? file.mime ?? undefined,
    filesize: toBytes(format.size),
    url: absoluteUrl(format.url, baseUrl),
  } satisfies WireImageSize);
}

function toWireSizes(file: MediaFile, baseUrl: string): Record<string, WireImageSize> | undefined {
  const formats = file.formats ?? {};
  const names = Object.keys(formats).sort((a, b) => rank(a) - rank(b));
  if (!names.length) return undefined;
  return Object.fromEntries(names.map((name) => [name, toWireSize(formats[name], file, baseUrl)]));
}

const rank = (name: string): number => {
  const index = FORMAT_ORDER.indexOf(name);
  return index === -1 ? FORMAT_ORDER.length : index;
};

/**
 * The featured-image object: `{url, id, extension, width, height, filesize, sizes}`. A file without
 * dimensions (no usable metadata) shows only `{url, id, extension}`, as the original does.
 */
export function toWireImage(file: MediaFile, ctx: Pick<WireContext, 'baseUrl'>): WireImage {
  const head = { url: absoluteUrl(file.url, ctx.baseUrl), id: file.id, extension: extensionOf(file) };
  if (file.width == null || file.height == null) return head satisfies WireImage;
  return present({
    ...head,
    width: file.width,
    height: file.height,
    filesize: toBytes(file.size),
    sizes: toWireSizes(file, ctx.baseUrl),
  } satisfies WireImage);
}
