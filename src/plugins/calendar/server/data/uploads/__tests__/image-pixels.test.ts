import { mkdtemp, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { checkImagePixels, imagePixels, ImageTooLargeError } from '../image-pixels';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'image-pixels-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Buffer): Promise<string> {
  const filepath = path.join(dir, name);
  await writeFile(filepath, bytes);
  return filepath;
}

const frame = (background: string) => sharp({ create: { width: 100, height: 80, channels: 3, background } }).png().toBuffer();

describe('imagePixels', () => {
  it('reads the size of a still image', async () => {
    const png = await file('still.png', await frame('red'));
    expect(await imagePixels(png)).toEqual({ width: 100, height: 80, frames: 1, pixels: 8000 });
  });

  it.each(['gif', 'webp'] as const)('counts every frame of an animated %s (Strapi resizes them all)', async (format) => {
    const frames = await Promise.all(['red', 'blue', 'red', 'blue'].map(frame));
    const animated = await file(`animated.${format}`, await sharp(frames, { join: { animated: true } })[format]().toBuffer());
    expect(await imagePixels(animated)).toEqual({ width: 100, height: 80, frames: 4, pixels: 32_000 });
  });

  it('answers null for a file that is no image', async () => {
    expect(await imagePixels(await file('notes.txt', Buffer.from('not an image')))).toBeNull();
  });
});

describe('checkImagePixels', () => {
  it('refuses past the bound, naming the sizes and the frames', async () => {
    const frames = await Promise.all(['red', 'blue', 'red'].map(frame));
    const animated = await file('three.gif', await sharp(frames, { join: { animated: true } }).gif().toBuffer());
    const refusal = checkImagePixels(animated, 20_000);
    await expect(refusal).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(refusal).rejects.toThrow('The image is 100 × 80 pixels in 3 frames (24000 pixels); images of at most 20000 pixels are accepted.');
    await expect(checkImagePixels(animated, 24_000)).resolves.toBeUndefined();
  });

  it('lets through what is no image (Strapi stores it unprocessed)', async () => {
    await expect(checkImagePixels(await file('doc.pdf', Buffer.from('%PDF-1.4')), 1)).resolves.toBeUndefined();
  });
});
