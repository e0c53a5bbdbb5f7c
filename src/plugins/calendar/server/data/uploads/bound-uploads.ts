import type { Core } from '@strapi/strapi';
import { rm } from 'fs/promises';
import { getPluginContext } from '../../lib/utils';
import { checkImagePixels } from './image-pixels';

/** What the upload service is given: formidable's files (a temporary path each), one or a list. */
type UploadFile = { filepath?: unknown };
type Files = UploadFile | UploadFile[] | undefined;
type UploadService = {
  upload(input: { data: unknown; files: Files }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: Files }, opts?: unknown): Promise<unknown>;
};

/**
 * Every image stored in the media library is held to `imageMaxPixels` before Strapi's upload reads its
 * pixels. Its upload service checks an image by decoding it whole (`isFaultyImage`), then optimizes it and
 * builds a thumbnail and responsive formats: a 746 KB PNG of 16000 × 16000 pixels passed the byte limits
 * and took 46 s and 1.3 GB of memory. Every way into the library goes through this service's `upload` or
 * `replace`: the admin's media library (`/upload`), the content API (`/api/upload`), and images the
 * calendar API downloads from a URL (data/write/prepared-images.ts); so the check wraps those two methods, in
 * the register phase, before any route or service runs. It reads the image header only.
 */
export function boundImageUploads(strapi: Core.Strapi): void {
  const services = strapi.get('services') as { extend(uid: string, wrap: (service: UploadService) => UploadService): unknown };
  const check = async (files: Files) => {
    const { imageMaxPixels } = getPluginContext(strapi).settings;
    const paths = [files ?? []].flat().flatMap((file) => (typeof file.filepath === 'string' ? [file.filepath] : []));
    try {
      for (const filepath of paths) await checkImagePixels(filepath, imageMaxPixels);
    } catch (error) {
      // Strapi's body middleware removes the request's uploaded files only when the request succeeds:
      // a refused upload must not leave them in the temp folder (design.md section 10).
      await Promise.all(paths.map((filepath) => rm(filepath, { force: true })));
      throw error;
    }
  };
  services.extend('plugin::upload.upload', (service) => ({
    ...service,
    async upload(input, opts) {
      await check(input.files);
      return service.upload(input, opts);
    },
    async replace(id, input, opts) {
      await check(input.file);
      return service.replace(id, input, opts);
    },
  }));
}
