import { normalizeHost } from '../hosts';

describe('normalizeHost (trusted hosts are compared with URL hostnames)', () => {
  it.each<[string, string]>([
    ['media.internal', 'media.internal'],
    ['  Media.Example.ORG ', 'media.example.org'],
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['[::1]', '[::1]'],
    ['[0:0:0:0:0:0:0:1]', '[::1]'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('spells %j as %j', (entry, host) => expect(normalizeHost(entry)).toBe(host));

  it.each(['', ' ', 'http://media.internal', 'media.internal:8080', 'media.internal/path', 'user@media.internal', '::1', '[::1]:80', 'a b'])(
    'refuses %j',
    (entry) => expect(normalizeHost(entry)).toBeNull()
  );
});
