import { imageUrls } from '../image-urls';

describe('imageUrls (fetched before the write transaction)', () => {
  it.each<[string, object, string[]]>([
    ['an image URL', { image: 'https://example.com/a.png' }, ['https://example.com/a.png']],
    ['an image ID', { image: 12 }, []],
    ['an image removed', { image: null }, []],
    ['no image', { title: 'x' }, []],
    [
      'inline venues and organizers, each URL once',
      {
        image: 'https://example.com/a.png',
        venue: [{ create: { venue: 'Hall', image: 'https://example.com/hall.png' } }],
        organizer: [{ id: 4 }, { create: { organizer: 'Org', image: 'https://example.com/a.png' } }, { create: { organizer: 'Bare' } }],
      },
      ['https://example.com/a.png', 'https://example.com/hall.png'],
    ],
  ])('%s', (_case, body, expected) => expect(imageUrls(body)).toEqual(expected));

  it('leaves out the images of inline records the caller may not create (their create is refused)', () => {
    const body = {
      image: 'https://example.com/a.png',
      venue: [{ create: { venue: 'Hall', image: 'https://example.com/hall.png' } }],
      organizer: [{ create: { organizer: 'Org', image: 'https://example.com/org.png' } }],
    };
    expect(imageUrls(body, (resource) => resource === 'organizers')).toEqual(['https://example.com/a.png', 'https://example.com/org.png']);
  });
});
