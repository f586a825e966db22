import type { Database } from '../../db/database';
import { CatalogueIndex } from './catalogue-index';
import { localCatalogueChanges, readCatalogueVersion } from './catalogue-version';
import type { Product } from './product';
import type { ProductQuery } from './product-query';
import { catalogueRepository, type ProductPage } from './repository';
import { isDatabaseUnavailable } from '../../db/availability';

/** Past this many products the catalogue stays in the database only (about 0.6 KB of memory each). */
export const MAX_IN_MEMORY_PRODUCTS = 300_000;
/** How stale another instance's import may look here: the version is read at most this often. */
export const VERSION_CHECK_MS = 1000;

export interface CatalogueReaderOptions {
  /** A monotonic clock in milliseconds; tests move it. */
  clock?: () => number;
  maxInMemory?: number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * The catalogue's read side: answers from an in-memory copy (CatalogueIndex) when it is current,
 * and from SQL while the copy is being (re)built or when the catalogue is too large to hold.
 * An import anywhere raises the version in the database; this reader notices within a second
 * (at once for an import in this process) and rebuilds its copy in the background.
 */
export class CatalogueReader {
  private readonly repository;
  private readonly clock: () => number;
  private readonly maxInMemory: number;
  private version: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private seenLocalChanges = localCatalogueChanges();
  private checking: Promise<void> | undefined;
  private copy: { version: string; index: CatalogueIndex } | undefined;
  private building: Promise<void> | undefined;
  /** Set when the catalogue was too large at this version; cleared by the next version. */
  private tooLargeAt: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: CatalogueReaderOptions = {},
  ) {
    this.repository = catalogueRepository(db);
    this.clock = options.clock ?? (() => performance.now());
    this.maxInMemory = options.maxInMemory ?? MAX_IN_MEMORY_PRODUCTS;
  }

  async get(id: number): Promise<Product | undefined> {
    const index = await this.current();
    return index ? index.get(id) : this.repository.get(id);
  }

  async list(query: ProductQuery): Promise<ProductPage> {
    const index = await this.current();
    return index ? index.list(query) : this.repository.list(query);
  }

  async categories(): Promise<string[]> {
    const index = await this.current();
    return index ? index.categories : this.repository.categories();
  }

  /** Builds the in-memory copy now and waits for it (start-up warm-up, tests). */
  async warm(): Promise<void> {
    await this.current();
    await this.building;
  }

  /** Waits for background work, so a closing app does not query a closed database. */
  async close(): Promise<void> {
    await this.checking;
    await this.building;
  }

  /**
   * The in-memory copy if it matches the catalogue's version (otherwise starts building one).
   * A new copy is a new object, so callers may key caches of derived answers on it.
   */
  async current(): Promise<CatalogueIndex | undefined> {
    if (this.version === undefined || localCatalogueChanges() !== this.seenLocalChanges) {
      await this.checkVersion();
    } else if (this.clock() - this.checkedAt >= VERSION_CHECK_MS) {
      // Another instance's import may wait for the next request; this one is not held up by the check.
      // While the database is away the copy keeps answering; the outage is logged once elsewhere.
      this.checkVersion().catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) this.options.log?.warn({ err: error }, 'catalogue version check failed');
      });
    }
    const version = this.version;
    if (version === undefined) return undefined;
    if (this.copy?.version === version) return this.copy.index;
    if (this.tooLargeAt !== version) this.build();
    return undefined;
  }

  private checkVersion(): Promise<void> {
    this.checking ??= (async () => {
      const localChanges = localCatalogueChanges();
      try {
        this.version = await readCatalogueVersion(this.db);
        this.checkedAt = this.clock();
        this.seenLocalChanges = localChanges;
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private build(): void {
    if (this.building) return;
    this.building = (async () => {
      try {
        const before = await readCatalogueVersion(this.db);
        if ((await this.repository.count()) > this.maxInMemory) {
          this.tooLargeAt = before;
          this.copy = undefined;
          return;
        }
        const index = await CatalogueIndex.load(this.db);
        // An import committed while loading may be half in this copy: keep it only if none did.
        if ((await readCatalogueVersion(this.db)) === before) this.copy = { version: before, index };
      } catch (error) {
        if (!isDatabaseUnavailable(error))
          this.options.log?.warn({ err: error }, 'could not build the in-memory catalogue; answering from SQL');
      } finally {
        this.building = undefined;
      }
    })();
  }
}
