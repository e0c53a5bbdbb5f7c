import { createHash, randomBytes, randomInt, timingSafeEqual } from 'crypto';

/**
 * The submitter's private link: a random secret (192 bits) sent once by e-mail, of which only a hash is
 * stored, so a copy of the database opens no submission. The reference is what people quote (to an
 * editor, in a subject line): it opens nothing without the secret.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newReference = (): string => `S-${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
export const newSecret = (): string => randomBytes(24).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Whether a secret matches the stored hash, in constant time. */
export function secretMatches(secret: string, hash: string | null | undefined): boolean {
  if (!hash || !/^[\w-]{20,64}$/.test(secret)) return false;
  const [a, b] = [Buffer.from(hashSecret(secret)), Buffer.from(hash)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export const isReference = (value: string): boolean => /^S-[A-Z2-9]{10}$/.test(value);
