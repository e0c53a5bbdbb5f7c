import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { remember } from '../../lib/bounded-memo';
import { formatSecret, generateSecret, hashSecret, normalizeSecret, secretPrefix, verifySecret } from './secret';
import type { AppPasswordInfo } from '../../../shared/app-passwords';

export const APP_PASSWORD_UID = 'plugin::calendar.app-password';
const USER_UID = 'plugin::users-permissions.user';

/** A users-permissions user as the application passwords need it (never its password). */
export interface LoginUser {
  id: number;
  username: string;
  email: string;
  blocked: boolean | null;
  confirmed: boolean | null;
  role: { id: number; name?: string; type?: string } | null;
}

interface AppPasswordRow extends Omit<AppPasswordInfo, 'user'> {
  prefix: string;
  hash: string;
  user: LoginUser | null;
}

/** Last use is written at most this often per password, so a busy client does not write on every request. */
export const LAST_USE_INTERVAL_MS = 5 * 60 * 1000;

const USER_FIELDS = ['id', 'username', 'email', 'blocked', 'confirmed'];
const INFO_FIELDS = ['id', 'name', 'createdAt', 'lastUsedAt', 'lastIp'];

/**
 * A user by ID (a number), or by user name or e-mail (a string: a user name may be all digits, as a
 * Basic login). E-mails are compared lower-cased, as users-permissions stores them.
 */
export async function findLoginUser(strapi: Core.Strapi, login: string | number): Promise<LoginUser | null> {
  if (login === '') return null;
  const where = typeof login === 'number' ? { id: login } : login.includes('@') ? { email: login.toLowerCase() } : { username: login };
  return strapi.db.query(USER_UID).findOne({ where, select: USER_FIELDS, populate: { role: { select: ['id', 'name', 'type'] } } });
}

const toInfo = (row: Omit<AppPasswordRow, 'prefix' | 'hash'>): AppPasswordInfo => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  lastIp: row.lastIp ?? null,
  user: row.user ? { id: row.user.id, username: row.user.username, email: row.user.email } : null,
});

/** Every application password, newest first, optionally of one user. */
export async function listAppPasswords(strapi: Core.Strapi, userId?: number): Promise<AppPasswordInfo[]> {
  const rows = await strapi.db.query(APP_PASSWORD_UID).findMany({
    where: userId === undefined ? {} : { user: { id: userId } },
    select: INFO_FIELDS,
    populate: { user: { select: ['id', 'username', 'email'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return (rows as AppPasswordRow[]).map(toInfo);
}

/** Why a password could not be created: the caller turns it into its own answer (HTTP 400, CLI message). */
export class AppPasswordInputError extends Error {}

/**
 * A new application password of `userId` named `name` (names are unique per user, as in WordPress).
 * Returns the secret, formatted: it is shown this once and only its hash is kept.
 */
export async function createAppPassword(
  strapi: Core.Strapi,
  userId: number,
  name: string
): Promise<AppPasswordInfo & { password: string }> {
  const label = name.trim();
  if (!label || label.length > 100) throw new AppPasswordInputError('The name must have 1 to 100 characters.');
  const user = await findLoginUser(strapi, userId);
  if (!user) throw new AppPasswordInputError('No such user.');
  const query = strapi.db.query(APP_PASSWORD_UID);
  if (await query.findOne({ where: { user: { id: userId }, name: label }, select: ['id'] })) {
    throw new AppPasswordInputError(`The user already has an application password named "${label}".`);
  }
  const secret = generateSecret();
  const row = await query.create({
    data: { name: label, prefix: secretPrefix(secret), hash: await hashSecret(secret), user: userId },
    select: INFO_FIELDS,
  });
  return { ...toInfo({ ...(row as AppPasswordRow), user }), password: formatSecret(secret) };
}

/** Revokes (deletes) one application password; false when there was none. */
export async function revokeAppPassword(strapi: Core.Strapi, id: number): Promise<boolean> {
  const deleted = await strapi.db.query(APP_PASSWORD_UID).delete({ where: { id }, select: ['id'] });
  return Boolean(deleted);
}

/**
 * Secrets already verified against a stored hash, by `<hash>\0<SHA-256 of the secret>` (never the secret):
 * a client sending the same password on every request pays scrypt once per process, not per request. The
 * row is still read each time, so a revoked password stops at once; a new hash (another row) misses.
 */
const verified = new Map<string, boolean>();
const VERIFIED_LIMIT = 1000;

async function matches(secret: string, hash: string): Promise<boolean> {
  const key = `${hash}\0${createHash('sha256').update(secret).digest('base64url')}`;
  if (verified.has(key)) return true;
  if (!(await verifySecret(secret, hash))) return false;
  remember(verified, key, VERIFIED_LIMIT, () => true);
  return true;
}

/**
 * The password row and its user for a secret, given the user's login (Basic) or not (Bearer). Only rows
 * with the secret's prefix are hashed and compared, so a wrong password costs one scrypt at most per row.
 */
export async function matchAppPassword(
  strapi: Core.Strapi,
  input: string,
  login?: string
): Promise<{ row: AppPasswordRow; user: LoginUser } | null> {
  const secret = normalizeSecret(input);
  if (!secret) return null;
  const user = login === undefined ? undefined : await findLoginUser(strapi, login);
  if (user === null) return null;
  const rows = (await strapi.db.query(APP_PASSWORD_UID).findMany({
    where: { prefix: secretPrefix(secret), ...(user ? { user: { id: user.id } } : {}) },
    select: [...INFO_FIELDS, 'prefix', 'hash'],
    populate: { user: { select: USER_FIELDS, populate: { role: { select: ['id', 'name', 'type'] } } } },
  })) as AppPasswordRow[];
  for (const row of rows) {
    if (row.user && (await matches(secret, row.hash))) return { row, user: row.user };
  }
  return null;
}

/** Records a password's last use (time and client address), at most once per LAST_USE_INTERVAL_MS. */
export async function recordUse(strapi: Core.Strapi, row: Pick<AppPasswordRow, 'id' | 'lastUsedAt'>, ip: string, now = new Date()): Promise<void> {
  if (row.lastUsedAt && now.getTime() - new Date(row.lastUsedAt).getTime() < LAST_USE_INTERVAL_MS) return;
  await strapi.db.query(APP_PASSWORD_UID).update({ where: { id: row.id }, data: { lastUsedAt: now, lastIp: ip.slice(0, 64) } });
}
