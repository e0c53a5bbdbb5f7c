import { similarTitles } from '../similar-title';
import { addressBlocked, emailBlocked } from '../limits';
import { hashSecret, isReference, newReference, newSecret, secretMatches } from '../private-link';

describe('similar titles', () => {
  it.each([
    ['Jazz night', 'Jazz Night at the Pier', true],
    ['Fête de la musique', 'FETE DE LA MUSIQUE 2027', true],
    ['Yoga in the park', 'Yoga class', false],
    ['Book fair', 'Farmers market', false],
    ['!!', '!!', true],
  ])('%s ~ %s: %s', (a, b, expected) => expect(similarTitles(a, b)).toBe(expected));
});

describe('blocks', () => {
  it('match addresses exactly or by prefix, e-mail domains with their subdomains', () => {
    expect(addressBlocked('203.0.113.7', ['203.0.113.'])).toBe(true);
    expect(addressBlocked('::ffff:203.0.113.7', ['203.0.113.7'])).toBe(true);
    expect(addressBlocked('203.0.113.70', ['203.0.113.7'])).toBe(false);
    expect(emailBlocked('a@spam.example', ['spam.example'])).toBe(true);
    expect(emailBlocked('a@mx.spam.example', ['@spam.example'])).toBe(true);
    expect(emailBlocked('a@notspam.example', ['spam.example'])).toBe(false);
  });
});

describe('private links', () => {
  it('store a hash only and match the secret alone', () => {
    const secret = newSecret();
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(newSecret(), hashSecret(secret))).toBe(false);
    expect(secretMatches('', hashSecret(secret))).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
    expect(isReference(newReference())).toBe(true);
    expect(isReference('S-0000000000')).toBe(false);
  });
});
