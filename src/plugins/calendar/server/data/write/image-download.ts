import { randomBytes } from 'crypto';
import { mkdtemp, rm } from 'fs/promises';
import os from 'os';
import path from 'path';
import { guardedGet, OutboundError, saveLimited, type OutboundPolicy } from '../../lib/outbound';
import { sniffImageType, SNIFF_BYTES, type ImageType } from './image-types';

/** An image downloaded into a temporary folder of its own; `dispose()` removes it. */
export interface DownloadedImage extends ImageType {
  filepath: string;
  /** Generated: never taken from the URL (a name like `..%2F..%2Fx.png` would leave the folder). */
  name: string;
  size: number;
  dispose(): Promise<void>;
}

/**
 * Downloads an image URL through the outbound guard, within the policy's time limit and `maxBytes`,
 * into a temporary file. Its name is `image-<random>.<ext>`, the extension after the type its bytes
 * show. Throws an OutboundError when the fetch is refused or fails, or the bytes are no accepted image.
 */
export async function downloadImage(url: string, policy: OutboundPolicy, maxBytes: number): Promise<DownloadedImage> {
  const signal = AbortSignal.timeout(policy.timeout);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-image-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const response = await guardedGet(url, policy, signal, { Accept: 'image/*' });
    const filepath = path.join(dir, 'download');
    const sniffed: { type?: ImageType } = {};
    const size = await saveLimited(response, filepath, {
      maxBytes,
      signal,
      headBytes: SNIFF_BYTES,
      checkHead: async (head) => {
        sniffed.type = (await sniffImageType(head)) ?? undefined;
        if (!sniffed.type) throw new OutboundError('content', 'the body is not an accepted image');
      },
    });
    if (!sniffed.type) throw new OutboundError('content', 'the body is not an accepted image');
    const { mime, ext } = sniffed.type;
    return { mime, ext, filepath, name: `image-${randomBytes(8).toString('hex')}.${ext}`, size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
