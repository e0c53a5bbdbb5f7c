import type { MediaFile } from '../../../data/records/types';
import { absoluteUrl, toWireImage } from '../image';
import type { WireImage } from '../types';

const ctx = { baseUrl: 'https://cal.example.org' };
const file = (o: Partial<MediaFile> = {}): MediaFile => ({
  id: 31, name: 'poster.jpg', url: '/uploads/poster_abc.jpg', ext: '.jpg', mime: 'image/jpeg',
  width: 1200, height: 800, size: 120.5, formats: null, ...o,
});

describe('absoluteUrl', () => {
  it.each([
    ['/uploads/x.jpg', 'https://cal.example.org/uploads/x.jpg'],
    ['uploads/x.jpg', 'https://cal.example.org/uploads/x.jpg'],
    ['https://cdn.example.net/x.jpg', 'https://cdn.example.net/x.jpg'],
    ['//cdn.example.net/x.jpg', '//cdn.example.net/x.jpg'],
  ])('%s → %s', (url, expected) => {
    expect(absoluteUrl(url, ctx.baseUrl)).toBe(expected);
  });
});

describe('toWireImage', () => {
  const cases: { name: string; input: MediaFile; expected: WireImage }[] = [
    {
      name: 'a file without formats',
      input: file(),
      expected: { url: 'https://cal.example.org/uploads/poster_abc.jpg', id: 31, extension: 'jpg', width: 1200, height: 800, filesize: 123392 },
    },
    {
      name: 'no metadata: url, id, extension only',
      input: file({ width: null, height: null, ext: null, url: 'https://cdn.example.net/a/b.png?v=2' }),
      expected: { url: 'https://cdn.example.net/a/b.png?v=2', id: 31, extension: 'png' },
    },
    {
      name: 'no size: filesize dropped',
      input: file({ size: null }),
      expected: { url: 'https://cal.example.org/uploads/poster_abc.jpg', id: 31, extension: 'jpg', width: 1200, height: 800 },
    },
    {
      name: 'formats as sizes, small to large, empty members dropped',
      input: file({
        formats: {
          large: { url: '/uploads/large_poster.jpg', mime: 'image/jpeg', width: 1000, height: 667, size: 90 },
          thumbnail: { url: '/uploads/thumbnail_poster.jpg', width: 234, height: 156, size: 7.25, mime: null },
        },
      }),
      expected: {
        url: 'https://cal.example.org/uploads/poster_abc.jpg', id: 31, extension: 'jpg', width: 1200, height: 800, filesize: 123392,
        sizes: {
          thumbnail: { width: 234, height: 156, 'mime-type': 'image/jpeg', filesize: 7424, url: 'https://cal.example.org/uploads/thumbnail_poster.jpg' },
          large: { width: 1000, height: 667, 'mime-type': 'image/jpeg', filesize: 92160, url: 'https://cal.example.org/uploads/large_poster.jpg' },
        },
      },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    const wire = toWireImage(input, ctx);
    expect(wire).toEqual(expected);
    expect(JSON.stringify(wire)).toBe(JSON.stringify(expected));
  });
});
