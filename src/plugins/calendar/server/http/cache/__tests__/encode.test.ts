import type { Context } from 'koa';
import { chooseEncoding, codedEtag, notModified, strongEtag } from '../encode';

/** The two request headers these functions read. */
const ctxWith = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] ?? '' }) as unknown as Context;

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding "%s" → %s', (accept, expected) => {
    expect(chooseEncoding(ctxWith({ 'accept-encoding': accept }), 5000)).toBe(expected);
  });

  it('leaves bodies under 1 KB alone', () => {
    expect(chooseEncoding(ctxWith({ 'accept-encoding': 'br' }), 1023)).toBe('identity');
  });
});

describe('notModified', () => {
  const etag = strongEtag(Buffer.from('{"events":[]}'));
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    ['', false],
    // Any coding of the same answer: the client switched from gzip to brotli, the answer did not change.
    [codedEtag(etag, 'gzip'), true],
    [`W/${codedEtag(etag, 'br')}`, true],
    [`"other", ${codedEtag(etag, 'br')}`, true],
    [codedEtag(etag, 'deflate'), false],
    [codedEtag('"other"', 'gzip'), false],
    [`${etag.slice(0, -1)}-gzip-br"`, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(notModified(ctxWith({ 'if-none-match': header }), etag)).toBe(expected);
  });
});

describe('codedEtag', () => {
  it.each([
    ['identity', '"abc"'],
    ['gzip', '"abc-gzip"'],
    ['br', '"abc-br"'],
  ])('names the coding %s inside the quotes', (coding, expected) => {
    expect(codedEtag('"abc"', coding)).toBe(expected);
  });
});
