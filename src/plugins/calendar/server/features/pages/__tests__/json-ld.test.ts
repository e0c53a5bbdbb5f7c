import { pageJsonLd } from '../json-ld';

describe("a page's JSON-LD", () => {
  it("gives search engines plain text and real objects where the API keeps the original's", () => {
    const wire = {
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Rock &amp; Roll at Joe\\\'s',
      description: '&lt;p&gt;Bring &lt;strong&gt;shoes&lt;/strong&gt;\\nand friends&lt;/p&gt;\\n',
      url: 'https://calendar.test/event/rock/',
      location: { '@type': 'Place', name: 'Hall', description: '<p>By the river</p>\\n', url: '', telephone: '', address: { '@type': 'PostalAddress', addressLocality: 'Lisboa' } },
      organizer: { '@type': 'Person', name: 'Ana', email: '&#97;na&#64;test.pt', url: '', sameAs: '' },
      performer: 'Organization',
    };
    expect(pageJsonLd(wire)).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: "Rock & Roll at Joe's",
      description: 'Bring shoes and friends',
      url: 'https://calendar.test/event/rock/',
      location: { '@type': 'Place', name: 'Hall', description: 'By the river', address: { '@type': 'PostalAddress', addressLocality: 'Lisboa' } },
      organizer: { '@type': 'Person', name: 'Ana', email: 'ana@test.pt' },
    });
  });
});
