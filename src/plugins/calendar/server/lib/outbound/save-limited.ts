import { createWriteStream } from 'fs';
import type { IncomingMessage } from 'http';
import { Transform } from 'stream';
import { pipeline } from 'stream/promises';
import { OutboundError, toOutboundError } from './outbound-error';

export interface SaveOptions {
  maxBytes: number;
  /** The fetch's signal: its time limit covers the body too. */
  signal: AbortSignal;
  /** How many first bytes `checkHead` sees (fewer when the body is shorter). */
  headBytes: number;
  /** Looks at the first bytes before anything is written; throws an OutboundError to stop the download. */
  checkHead(head: Buffer): Promise<void>;
}

const tooLarge = (maxBytes: number) => new OutboundError('too-large', `the body is over ${maxBytes} bytes`);

/**
 * Streams a response body into a new file at `filepath`. Never holds more than the head in memory:
 * a declared Content-Length over `maxBytes` is refused before reading, and the stream stops as soon
 * as more than `maxBytes` arrived. Returns the size written.
 */
export async function saveLimited(source: IncomingMessage, filepath: string, options: SaveOptions): Promise<number> {
  const { maxBytes, signal, headBytes, checkHead } = options;
  if (Number(source.headers['content-length']) > maxBytes) {
    source.destroy();
    throw tooLarge(maxBytes);
  }
  let size = 0;
  let held: Buffer[] | null = [];
  const release = (done: (error?: Error | null, data?: Buffer) => void) => {
    const head = Buffer.concat(held ?? []);
    held = null;
    checkHead(head).then(() => done(null, head), done);
  };
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(maxBytes));
      if (!held) return done(null, chunk);
      held.push(chunk);
      return size < headBytes ? done() : release(done);
    },
    flush(done) {
      if (held) release(done);
      else done();
    },
  });
  try {
    await pipeline(source, limit, createWriteStream(filepath, { flags: 'wx' }), { signal });
  } catch (error) {
    throw toOutboundError(error, signal);
  }
  return size;
}
