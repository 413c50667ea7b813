/**
 * A small in-isolate cache of public API reads: a hit skips D1 entirely. Entries live a few seconds
 * (the API's public reads "may be cached briefly"), and the oldest entries go first when it is full.
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Entry {
  value: CachedResponse;
  expires: number;
}

export class MicroCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly maxEntries: number) {}

  /** The value stored under `key` if it has not expired at `now` (ms). */
  get(key: string, now: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Store `value` for `ttlMs`; when full, drop the entry stored longest ago. */
  set(key: string, value: CachedResponse, ttlMs: number, now: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: now + ttlMs });
  }

  /** Forget everything (an admin write changed what the reads answer). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
