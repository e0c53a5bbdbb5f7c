import { solveChallenge } from 'altcha-lib/v1';
import type { CalendarClient } from './write-helpers';

/** Asks the calendar for a challenge and solves it as a browser would: the `altcha` field of a submission. */
export async function solvedChallenge(client: CalendarClient): Promise<string> {
  const res = await client.get('/submissions/challenge').expect(200);
  const { algorithm, challenge, salt, signature, maxnumber } = res.body as Record<string, string> & { maxnumber: number };
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })).toString('base64');
}
