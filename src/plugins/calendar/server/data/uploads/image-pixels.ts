import { errors } from '@strapi/utils';
import sharp from 'sharp';

/** An image's size in pixels, every frame of an animated image counted (Strapi's resizing decodes them all). */
export interface ImagePixels {
  width: number;
  height: number;
  frames: number;
  pixels: number;
}

/**
 * The size of an image file, read from its header only (sharp's `metadata()` decodes no pixel data: a
 * 16000 × 16000 PNG takes milliseconds), or null when sharp reads no image there (a PDF, a broken file:
 * Strapi then stores it without processing it). sharp's own limit (268 megapixels) is lifted for this
 * read only, so a larger image is told by its size rather than taken for something else.
 */
export async function imagePixels(filepath: string): Promise<ImagePixels | null> {
  try {
    const { width, height, pageHeight, pages } = await sharp(filepath, { limitInputPixels: false }).metadata();
    if (!width || !height) return null;
    const frameHeight = pageHeight ?? height;
    const frames = Math.max(1, pages ?? 1);
    return { width, height: frameHeight, frames, pixels: width * frameHeight * frames };
  } catch {
    return null;
  }
}

/** `256 megapixels`, `1.5 megapixels`; below a tenth of one, `24000 pixels`. */
const megapixels = (pixels: number) => (pixels < 100_000 ? `${pixels} pixels` : `${Number((pixels / 1e6).toFixed(1))} megapixels`);

/**
 * An image past `imageMaxPixels`. A PayloadTooLargeError, so Strapi's upload routes answer it in their
 * own shape with 413, as they answer a file past their byte limit: the pixels are the size the server
 * would have to decode. The calendar API maps it to its own answer (data/write/prepared-images.ts).
 */
export class ImageTooLargeError extends errors.PayloadTooLargeError {
  constructor(readonly size: ImagePixels, readonly maxPixels: number) {
    const frames = size.frames > 1 ? ` in ${size.frames} frames` : '';
    super(`The image is ${size.width} × ${size.height} pixels${frames} (${megapixels(size.pixels)}); images of at most ${megapixels(maxPixels)} are accepted.`);
  }
}

/** Throws an ImageTooLargeError when the file is an image of more than `maxPixels` pixels. */
export async function checkImagePixels(filepath: string, maxPixels: number): Promise<void> {
  const size = await imagePixels(filepath);
  if (size && size.pixels > maxPixels) throw new ImageTooLargeError(size, maxPixels);
}
