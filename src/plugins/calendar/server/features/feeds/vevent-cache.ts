import type { FeedEvent } from './feed-event';

/**
 * The written VEVENTs of single events, kept by what they show (issue 37). A feed's answer is computed
 * again after every write anywhere (the answer cache's data version), yet one write changes one event:
 * the other 999 VEVENTs of a 1,000-event feed would be written again, identical, at about a third of the
 * feed's CPU. A VEVENT's text is a function of its `FeedEvent` alone (toICalEvent reads nothing else,
 * feed-event.ts), so the text kept under that object's JSON is the text it would write: never stale, with
 * no version to follow (a changed venue or title is a new key; an entry nobody asks for again is dropped
 * when the budget starts over).
 */

/** A VEVENT as the calendar writes it (folded), with what the frame needs of it (its years and zone). */
export interface WrittenEvent {
  text: string;
  fromYear: number;
  toYear: number;
  timezone: string | null;
}

/**
 * Characters kept at most (keys and texts, ~2 KB an event: some 8,000 events, under 32 MB); past it the
 * map starts over, as the other bounded memos do (lib/bounded-memo.ts), so it never grows with the data.
 */
export const VEVENT_CACHE_BUDGET = 16 * 1024 * 1024;

const kept = new Map<string, WrittenEvent>();
let size = 0;

/** The VEVENT of `event`, kept, or written by `write` and kept. */
export function writtenEvent(event: FeedEvent, write: (event: FeedEvent) => WrittenEvent, budget = VEVENT_CACHE_BUDGET): WrittenEvent {
  const key = JSON.stringify(event);
  const found = kept.get(key);
  if (found) return found;
  const written = write(event);
  const cost = key.length + written.text.length;
  if (cost > budget) return written;
  if (size + cost > budget) {
    kept.clear();
    size = 0;
  }
  kept.set(key, written);
  size += cost;
  return written;
}

/** Forgets every kept VEVENT (tests). */
export function clearWrittenEvents(): void {
  kept.clear();
  size = 0;
}
