/**
 * Solves the calendar's proof-of-work challenge in the browser (the ALTCHA protocol, classic form): the
 * number whose SHA-256 with the salt is the challenge, tried in batches (Web Crypto is asynchronous; a batch
 * keeps the page responsive and lets an abort stop it). Nothing leaves the page but the answer.
 */
export interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

const BATCH = 500;
const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The `altcha` field of a submission (base64 JSON), or null when no number up to `maxnumber` solves it. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string | null> {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))));
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: numbers[found], salt, signature }));
    }
  }
  return null;
}
