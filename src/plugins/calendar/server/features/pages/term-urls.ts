import type { RequestContext } from '../../core/request/request-context';
import type { WireEmbeddedTerm, WireEvent } from '../../core/wire/types';
import { readRecord } from './read-page';

/**
 * The public pages of an event's categories and tags. Embedded terms carry REST links only (as the
 * original's do), so each is read as the API's single term read shows it, for its `url`.
 */
export async function readTermUrls(rctx: RequestContext, event: WireEvent): Promise<(term: WireEmbeddedTerm) => string> {
  const terms = [...event.categories.map((t) => ['category', t] as const), ...event.tags.map((t) => ['tag', t] as const)];
  const urls = new Map<string, string>();
  await Promise.all(
    terms.map(async ([kind, term]) => {
      const read = await readRecord(rctx, kind, { id: String(term.id) });
      if (read.state === 'shown' && typeof read.record.url === 'string') urls.set(`${term.taxonomy}:${term.id}`, read.record.url);
    })
  );
  return (term) => urls.get(`${term.taxonomy}:${term.id}`) ?? '';
}
