import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Application password secrets: 24 letters and digits, as WordPress makes them (about 143 bits), shown
 * in groups of four. Clients paste them with or without the spaces, so spaces are ignored when read.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SECRET_LENGTH = 24;
/** Stored in clear to find a Bearer secret's row without a user name; the remaining 16 characters stay secret. */
export const PREFIX_LENGTH = 8;
const SHAPE = new RegExp(`^[A-Za-z0-9]{${SECRET_LENGTH}}$`);

/** scrypt's cost: about 40 ms on one core here, run off the event loop (libuv's thread pool). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** A new random secret (uniform over the alphabet: randomInt rejects biased draws). */
export function generateSecret(): string {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i += 1) secret += ALPHABET[randomInt(ALPHABET.length)];
  return secret;
}

/** `abcd efgh ijkl mnop qrst uvwx`: how the secret is shown once, as WordPress shows it. */
export const formatSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The secret as typed (spaces removed), or null when it cannot be an application password. */
export function normalizeSecret(input: string): string | null {
  const secret = input.replace(/\s+/g, '');
  return SHAPE.test(secret) ? secret : null;
}

export const secretPrefix = (secret: string): string => secret.slice(0, PREFIX_LENGTH);

function scrypt(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  );
}

/** `scrypt$N$r$p$<salt>$<key>` (base64url): the parameters travel with the hash, so a later cost change keeps old hashes valid. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `secret` matches a stored hash; the keys are compared in constant time. A malformed hash matches nothing. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), options);
  return timingSafeEqual(actual, expected);
}
