import type { Queryable } from '../../../db/database';
import { latestStockChange, localStockChanges, type StockChange, stockChangesSince } from '../stock';

/**
 * How long a change's number is read again after it was first seen. Numbers come from a sequence when
 * a transaction changes a row, not when it commits: a checkout holding number 10 may commit after one
 * holding 11 was seen, and a feed that only asked "after 11" would never see 10. Each read therefore
 * starts from the highest number seen this long ago, so a change is missed only by a transaction that
 * stays open this long between changing stock and committing (checkout's take milliseconds).
 */
export const STOCK_FEED_OVERLAP_MS = 30_000;

/**
 * Follows the units on hand for one in-memory copy of the catalogue (or for the SQL path's cached
 * answers) without rebuilding it: reads the variants whose stock_changed is newer than what it has
 * seen, hands each change it has not seen yet to `apply`, and replaces `generation` (what cached
 * answers are keyed on) when `apply` says the copy changed. CatalogueReader polls it at most every
 * VERSION_CHECK_MS, and at once after a stock change made in this process (noteStockChanged).
 */
export class StockFeed {
  /** Cached answers made from the copy as it is now; a new object after each change applied. */
  generation: object = {};
  /** When it last read (the reader's clock), and this process's stock changes it had seen then. */
  checkedAt: number;
  seenLocal = localStockChanges();
  private low: number | undefined;
  private highest = 0;
  /** The highest number seen at each read, for moving `low` on once STOCK_FEED_OVERLAP_MS has passed. */
  private readonly marks: { at: number; seen: number }[] = [];
  /** The number each variant was last seen changed at, while it may be read again. */
  private readonly lastSeen = new Map<string, number>();
  private reading: Promise<void> | undefined;

  /**
   * `from`: the newest change the copy already holds (read before it was loaded); undefined to start
   * at the newest change there is at the first read.
   */
  constructor(
    private readonly db: Queryable,
    private readonly apply: (changes: readonly StockChange[]) => boolean,
    from: number | undefined,
    private readonly clock: () => number,
  ) {
    this.low = from;
    this.highest = from ?? 0;
    this.checkedAt = clock();
  }

  /**
   * Whether a read is due: now when it has not started following yet or stock changed in this process
   * since its last read, soon (in the background) once the interval has passed.
   */
  due(intervalMs: number): 'now' | 'soon' | undefined {
    if (this.low === undefined || localStockChanges() !== this.seenLocal) return 'now';
    return this.clock() - this.checkedAt >= intervalMs ? 'soon' : undefined;
  }

  /** Reads and applies what changed (one read at a time; callers arriving meanwhile wait for it). */
  read(): Promise<void> {
    this.reading ??= (async () => {
      const local = localStockChanges();
      try {
        if (this.low === undefined) {
          this.low = await latestStockChange(this.db);
          this.highest = this.low;
        } else {
          this.take(await stockChangesSince(this.db, this.low));
        }
        this.checkedAt = this.clock();
        this.seenLocal = local;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  private take(changes: readonly StockChange[]): void {
    const fresh = changes.filter((change) => this.lastSeen.get(change.sku) !== change.changed);
    for (const change of fresh) {
      this.lastSeen.set(change.sku, change.changed);
      this.highest = Math.max(this.highest, change.changed);
    }
    if (fresh.length > 0 && this.apply(fresh)) this.generation = {};
    const now = this.clock();
    this.marks.push({ at: now, seen: this.highest });
    const settled = now - STOCK_FEED_OVERLAP_MS;
    while (this.marks.length > 1 && (this.marks[1]?.at ?? now) <= settled) this.marks.shift();
    const oldest = this.marks[0];
    if (oldest && oldest.at <= settled && oldest.seen > (this.low ?? 0)) {
      this.low = oldest.seen;
      for (const [sku, changed] of this.lastSeen) if (changed <= this.low) this.lastSeen.delete(sku);
    }
  }
}
