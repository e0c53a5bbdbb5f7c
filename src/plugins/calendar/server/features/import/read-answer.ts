/** The most an importer reads of one answer of its source, unless told otherwise (`--max-answer-mb`). */
export const DEFAULT_MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** An answer past the bound: not retried (it would be as large again). */
export class AnswerTooLargeError extends Error {}

/** `32 MiB`, or bytes when the bound is no whole number of MiB. */
const sizeOf = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`);

/** `what`: `The answer of <url>`, `The file <path>`. */
export const answerTooLarge = (what: string, maxBytes: number) =>
  new AnswerTooLargeError(`${what} is larger than the import reads (${sizeOf(maxBytes)}; --max-answer-mb raises it).`);

/**
 * Reads at most `limit` bytes of a body, then stops reading (the rest is never downloaded); `more` says
 * whether there was more. Whatever the source sends, memory holds `limit` bytes and one chunk.
 */
async function readUpTo(response: Response, limit: number): Promise<{ bytes: Buffer; more: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) return { bytes: Buffer.alloc(0), more: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), more: false };
    chunks.push(value);
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks).subarray(0, limit), more: true };
    }
  }
}

/**
 * The text of an answer of at most `maxBytes` (decoded as fetch decodes it). A declared Content-Length
 * past the bound is refused before the body is read; an answer without one, as soon as it passes it.
 * Throws an AnswerTooLargeError naming `url` and the bound.
 */
export async function readAnswer(response: Response, url: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw answerTooLarge(`The answer of ${url}`, maxBytes);
  }
  const { bytes, more } = await readUpTo(response, maxBytes);
  if (more) throw answerTooLarge(`The answer of ${url}`, maxBytes);
  return new TextDecoder().decode(bytes);
}

/** The first `bytes` of an answer, for an error message (an error page may be as large as any answer). */
export async function readStart(response: Response, bytes = 4096): Promise<string> {
  const { bytes: start } = await readUpTo(response, bytes);
  return new TextDecoder().decode(start);
}
