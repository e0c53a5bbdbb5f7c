import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bucketKey, sharedLimiter } from '../../http/middlewares/shared-limiter';
import type { SubmissionSettings } from './settings';

/**
 * The limits of submissions: per address, per submitter e-mail and in total per window, counted in the database's shared
 * counters (cal_rate_limits), so every process and instance behind a load balancer counts one budget.
 * Only submissions that passed every other check (body, challenge, blocks) are counted: a flood of
 * refused ones does not lock honest visitors out, and costs the database one read each at most.
 */

/** Whether an address is blocked: exactly, or by a prefix ending in `.` or `:` (`203.0.113.`, `2001:db8:`). */
export function addressBlocked(address: string, blocked: readonly string[]): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return blocked.some((entry) => (/[.:]$/.test(entry) ? ip.startsWith(entry) : ip === entry));
}

/** Whether an e-mail's domain is blocked, or is a subdomain of a blocked one. */
export function emailBlocked(email: string, blocked: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return blocked.some((entry) => {
    const d = entry.replace(/^@/, '');
    return domain === d || domain.endsWith(`.${d}`);
  });
}

interface Limiters {
  perAddress: RateLimiterAbstract | null;
  /** Per submitter e-mail, the per-address number: the receipt goes to that address, which must not be a way to mail-bomb someone. */
  perEmail: RateLimiterAbstract | null;
  total: RateLimiterAbstract | null;
}
function limitersOf(strapi: Core.Strapi, settings: SubmissionSettings): Limiters {
  const limiter = (keyPrefix: string, points: number) => sharedLimiter(strapi, { keyPrefix, points, duration: settings.window });
  return { perAddress: limiter('submit-ip', settings.perAddress), perEmail: limiter('submit-mail', settings.perAddress), total: limiter('submit-all', settings.total) };
}

/**
 * Counts a submission against both limits: `wait` is 0 when it is accepted (else the seconds until the next
 * one is), and `refund` gives the points back when the write then fails (a date the event's rules refuse):
 * only stored submissions spend the budget.
 */
export async function takeSubmission(
  strapi: Core.Strapi,
  settings: SubmissionSettings,
  address: string,
  email: string
): Promise<{ wait: number; refund: () => Promise<void> }> {
  const { perAddress, perEmail, total } = limitersOf(strapi, settings);
  const taken: [RateLimiterAbstract, string][] = [];
  const refund = async () => {
    for (const [limiter, key] of taken) await limiter.reward(key, 1).catch(() => undefined);
  };
  const take = async (limiter: RateLimiterAbstract | null, key: string) => {
    if (!limiter) return 0;
    try {
      await limiter.consume(key);
      taken.push([limiter, key]);
      return 0;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
    }
  };
  // The address first: one noisy address must not spend the site's whole budget.
  // The e-mail always hashed: the counters' table holds no submitter's address in clear.
  const mailKey = bucketKey('mail', createHash('sha256').update(email.toLowerCase()).digest('hex'));
  const wait = (await take(perAddress, bucketKey('ip', address))) || (await take(perEmail, mailKey)) || (await take(total, 'all'));
  if (wait > 0) await refund();
  return { wait, refund };
}
