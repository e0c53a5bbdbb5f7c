import { linkAddress } from '../link';

describe('the address the link dialog stores', () => {
  it('keeps web and e-mail addresses as typed', () => {
    expect(linkAddress(' https://fado.example.pt/programa?dia=9#noite ')).toBe('https://fado.example.pt/programa?dia=9#noite');
    expect(linkAddress('http://example.org')).toBe('http://example.org');
    expect(linkAddress('mailto:ana@example.org')).toBe('mailto:ana@example.org');
  });

  it('completes what people paste without a scheme', () => {
    expect(linkAddress('www.example.org/agenda')).toBe('https://www.example.org/agenda');
    expect(linkAddress('ana@example.org')).toBe('mailto:ana@example.org');
  });

  it('refuses other schemes and what is no address', () => {
    for (const typed of ['', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org', 'fado', 'https://', 'http://nodot', 'mailto:nobody', 'hello world.com']) {
      expect([typed, linkAddress(typed)]).toEqual([typed, null]);
    }
  });
});
