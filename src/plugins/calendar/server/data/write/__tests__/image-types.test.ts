import { sniffImageType } from '../image-types';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
/** An ISO-BMFF `ftyp` box with the given major brand, as AVIF and HEIC files start. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x1c], 'ftyp', brand, [0, 0, 0, 0], brand, 'mif1miaf', [0, 0, 0, 0]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

describe('sniffImageType (the bytes decide, never the Content-Type or the URL)', () => {
  it.each<[string, Buffer, { mime: string; ext: string }]>([
    ['PNG', PNG, { mime: 'image/png', ext: 'png' }],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), { mime: 'image/jpeg', ext: 'jpg' }],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), { mime: 'image/gif', ext: 'gif' }],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]), { mime: 'image/webp', ext: 'webp' }],
    ['AVIF', ftyp('avif'), { mime: 'image/avif', ext: 'avif' }],
  ])('accepts %s', async (_case, head, expected) => expect(await sniffImageType(head)).toEqual(expected));

  it.each<[string, Buffer]>([
    ['SVG (scripts)', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with an XML declaration', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><html><body>hi</body></html>')],
    ['BMP', bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0])],
    ['TIFF', bytes('II', [0x2a, 0, 8, 0, 0, 0, 0, 0])],
    ['HEIC', ftyp('heic')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_case, head) => expect(await sniffImageType(head)).toBeNull());
});
