import { invalidParams } from '../errors';
import type { PostStatus } from '../params';

/** What WordPress's `any` status means: everything but trash. */
const ANY: PostStatus[] = ['publish', 'future', 'draft', 'pending', 'private'];

/**
 * The statuses a list shows, and how its `rest_url` echoes them (contract 5, 6): anonymous callers
 * see `publish` only and may ask for nothing else (400); editors see every status but trash by default
 * (`any`) and may ask for any list.
 */
export function visibleStatuses(requested: PostStatus[] | undefined, canEdit: boolean) {
  if (requested) {
    if (!canEdit && requested.some((status) => status !== 'publish')) throw invalidParams({ status: 'Invalid parameter.' });
    return { statuses: requested, echo: requested as readonly string[] };
  }
  return canEdit ? { statuses: ANY, echo: 'any' } : { statuses: ['publish'] as PostStatus[], echo: 'publish' };
}
