import type { IncomingMessage } from 'http';
import { OutboundError, toOutboundError } from './outbound-error';

/**
 * Reads a response body into memory, at most `maxBytes` (a declared larger Content-Length is refused
 * before reading, a longer body as soon as it passes the limit), within the fetch's `signal`. For small
 * answers (a geocoder's JSON); files go to disk with saveLimited.
 */
export async function readLimited(source: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const tooLarge = () => new OutboundError('too-large', `the body is over ${maxBytes} bytes`);
  if (Number(source.headers['content-length']) > maxBytes) {
    source.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source.iterator({ destroyOnReturn: true })) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    source.destroy();
    throw toOutboundError(error, signal);
  }
  return Buffer.concat(chunks);
}
