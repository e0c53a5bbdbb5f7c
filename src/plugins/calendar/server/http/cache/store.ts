/**
 * A bounded least-recently-used map of cached answers: at most `maxEntries` entries and `maxBytes`
 * bytes (bodies, their compressed forms and headers). A Map keeps insertion order, so re-inserting on
 * each hit makes its first key the least recently used one.
 */
export interface Sized {
  bytes: number;
}

export class AnswerStore<V extends Sized> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores `value` (replacing what `key` held); a value larger than the whole budget is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.bytes;
    this.evict();
  }

  /**
   * Records that `value` grew by `delta` bytes (a compressed form added; its `bytes` already counts them),
   * evicting as needed. Nothing to do when it is no longer the value kept under `key`.
   */
  grew(key: string, value: V, delta: number): void {
    if (this.entries.get(key) !== value) return;
    this.bytes += delta;
    this.evict();
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    for (const [key] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}
