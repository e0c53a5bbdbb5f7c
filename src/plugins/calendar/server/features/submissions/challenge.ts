import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib/v1';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bucketKey, sharedLimiter } from '../../http/middlewares/shared-limiter';
import type { SubmissionSettings } from './settings';

/**
 * The proof of work that keeps bulk spam out without a third party (the ALTCHA protocol, its classic
 * form: find the number whose SHA-256 with the salt is the challenge). The server keeps nothing per
 * challenge: it is signed (HMAC) with a key every instance derives alike, and expires. A solution is
 * accepted once: its signature is spent in the shared counters (cal_rate_limits), so a solved
 * challenge cannot be replayed against another process or instance either.
 */

/** The signing key: the setting, else one derived from the app's keys (APP_KEYS, shared by all instances). */
export function challengeKey(strapi: Core.Strapi, settings: SubmissionSettings): string {
  if (settings.challengeKey) return settings.challengeKey;
  const keys = (strapi.config.get('server.app.keys') as string[] | undefined) ?? [];
  return createHash('sha256').update(`calendar submissions\n${keys.join('\n')}`).digest('hex');
}

export async function newChallenge(strapi: Core.Strapi, settings: SubmissionSettings): Promise<Challenge> {
  return createChallenge({
    hmacKey: challengeKey(strapi, settings),
    maxNumber: settings.challengeMaxNumber,
    expires: new Date(Date.now() + settings.challengeSeconds * 1000),
  });
}

/** The payload a client sends: base64 of JSON `{algorithm, challenge, number, salt, signature}` (or that JSON). */
function readPayload(value: string): { signature: string } | null {
  try {
    const text = value.trim().startsWith('{') ? value : Buffer.from(value, 'base64').toString('utf8');
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { signature } = parsed as { signature?: unknown };
    return typeof signature === 'string' ? { signature } : null;
  } catch {
    return null;
  }
}

/** Whether `value` solves a challenge this calendar signed, unexpired and never used before (then spends it). */
export async function acceptSolution(strapi: Core.Strapi, settings: SubmissionSettings, value: string): Promise<boolean> {
  const payload = readPayload(value);
  if (!payload) return false;
  const json = value.trim().startsWith('{') ? Buffer.from(value).toString('base64') : value;
  if (!(await verifySolution(json, challengeKey(strapi, settings), true).catch(() => false))) return false;
  // One point per signature: a solution is accepted once.
  const limiter = sharedLimiter(strapi, { keyPrefix: 'altcha', points: 1, duration: settings.challengeSeconds }) as RateLimiterAbstract;
  try {
    await limiter.consume(bucketKey('solved', payload.signature));
    return true;
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return false;
    throw refused;
  }
}
