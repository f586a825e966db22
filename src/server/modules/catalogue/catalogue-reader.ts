import type { Database } from '../../db/database';
import { localCatalogueChanges, readCatalogueVersion } from './catalogue-version';
import type { Product } from './product';
import { catalogueRepository } from './repository';
import { type PriceList, readAllPriceLists, withPriceLists } from './price-lists';
import { GenerationLru } from '../../generation-lru';
import { isDatabaseUnavailable } from '../../db/availability';
import { type CatalogueSearch, catalogueSearch } from './search/catalogue-search';
import { CatalogueIndex, memorySearch } from './search/memory-search';
import type { ProductQuery } from './search/product-query';
import type { ProductPage } from './search/search-engine';
import { type MatchCounts, sqlSearch } from './search/sql-search';
import { choosesVariants, withShownVariants } from './shown-variants';
import { StockFeed } from './search/stock-feed';
import { latestStockChange } from './stock';
import { NO_SYNONYMS, type Synonyms } from './search/search-forms';
import { readSynonymsVersion, synonymRepository, synonymsOf } from './synonyms';
import type { FacetCount, FacetsResponse, SuggestResponse } from '../../../universal/contracts/search';
import type { Locale } from '../../../universal/i18n/locale';

/** Past this many products the catalogue stays in the database only (about 0.4 KB of memory each). */
export const MAX_IN_MEMORY_PRODUCTS = 300_000;
/** Match counts kept for the SQL path's searches (a few hundred bytes each with their keys). */
export const MAX_SQL_COUNTS = 5_000;
/** How stale another instance's import may look here: the version is read at most this often. */
export const VERSION_CHECK_MS = 1000;

/**
 * What the sitemap lists from the catalogue: its categories and its products' ids, as one in-memory copy
 * holds them. A new copy is a new object, so the sitemap keeps its files per object.
 */
export type SitemapEntries = Pick<CatalogueIndex, 'categories' | 'size' | 'productIds'>;

export interface CatalogueReaderOptions {
  /** A monotonic clock in milliseconds; tests move it. */
  clock?: () => number;
  maxInMemory?: number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * The catalogue's read side: picks the search engine that answers (search/): the in-memory one over a
 * copy (CatalogueIndex) when it is current, the SQL one while the copy is being (re)built or when the
 * catalogue is too large to hold.
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
  private copy: { version: string; index: CatalogueIndex; search: CatalogueSearch; stock: StockFeed } | undefined;
  private building: Promise<void> | undefined;
  /** Set when the catalogue was too large at this version; cleared by the next version. */
  private tooLargeAt: string | undefined;
  private categoryCountsAt: { version: string; counts: readonly FacetCount[] } | undefined;
  private priceListsAt: { version: string; lists: Promise<Map<string, PriceList>> } | undefined;
  /** The generation of SQL answers at one version (see generation), and the stock changes since. */
  private sqlGeneration: { version: string; stock: StockFeed } | undefined;
  /** The owners' synonym groups as the search expands by them, at the version they were read at. */
  private synonymsAt: { version: string; synonyms: Synonyms } = { version: '', synonyms: NO_SYNONYMS };
  /** Cached answers' keys: one object per generation of answers and synonym table (see generation). */
  private readonly generations = new WeakMap<object, { synonyms: Synonyms; key: object }>();
  /** The SQL path's match counts, by filter, for the generation of SQL answers. */
  private readonly sqlCounts = new GenerationLru<number>(MAX_SQL_COUNTS, () => 1);

  /** The SQL engine, with the counts kept for its generation and the categories counted once a version. */
  private readonly sql: CatalogueSearch;

  constructor(
    private readonly db: Database,
    private readonly options: CatalogueReaderOptions = {},
  ) {
    this.repository = catalogueRepository(db);
    this.clock = options.clock ?? (() => performance.now());
    this.maxInMemory = options.maxInMemory ?? MAX_IN_MEMORY_PRODUCTS;
    const engine = sqlSearch(db, { counts: () => this.knownCounts() });
    this.sql = catalogueSearch({ ...engine, categoryCounts: () => this.sqlCategoryCounts(engine) }, () =>
      this.synonyms(),
    );
  }

  /**
   * Every variant's price list (issue 50), read once per catalogue version: a price list change raises the
   * version, as an import does. Called after search(), which has checked the version.
   */
  private priceLists(): Promise<ReadonlyMap<string, PriceList>> {
    const version = this.version;
    if (version === undefined) return readAllPriceLists(this.db);
    if (this.priceListsAt?.version !== version) {
      const lists = readAllPriceLists(this.db);
      // A failed read (the database away) is asked again next time.
      lists.catch(() => {
        if (this.priceListsAt?.lists === lists) this.priceListsAt = undefined;
      });
      this.priceListsAt = { version, lists };
    }
    return this.priceListsAt.lists;
  }

  /** The synonym groups searches are expanded by now (read at the last version check). */
  synonyms(): Synonyms {
    return this.synonymsAt.synonyms;
  }

  /** The search face over the engine that answers now (memory when its copy is current, else SQL). */
  async search(): Promise<CatalogueSearch> {
    const index = await this.current();
    return index && this.copy?.index === index ? this.copy.search : this.sql;
  }

  /** One product, its title, description and option names in `language` (English where it has none). */
  async get(id: number, language?: Locale): Promise<Product | undefined> {
    const product = await (await this.search()).engine.get(id, language);
    return product && withPriceLists([product], await this.priceLists())[0];
  }

  /** The products of `ids` the catalogue holds, in the order asked (cart and wish-list pages), in `language`. */
  async getMany(ids: readonly number[], language?: Locale): Promise<Product[]> {
    const products = await (await this.search()).engine.getMany(ids, language);
    return withPriceLists(products, await this.priceLists());
  }

  /** Whether the catalogue holds the product: from memory when the copy is current, else one indexed read. */
  async exists(id: number): Promise<boolean> {
    return (await this.search()).engine.exists(id);
  }

  /** A page of the query's products (see CatalogueSearch.find). */
  async list(query: ProductQuery): Promise<ProductPage> {
    const search = await this.search();
    const page = await search.find(query);
    const products = choosesVariants(query)
      ? withShownVariants(
          page.products,
          query,
          await search.engine.getMany(
            page.products.map((product) => product.id),
            query.lang,
          ),
        )
      : page.products;
    return { ...page, products: withPriceLists(products, await this.priceLists()) };
  }

  /** The list's facet counts, and the correction the list answered for, if any. */
  async facets(query: ProductQuery): Promise<FacetsResponse> {
    return (await this.search()).facets(query);
  }

  /** As-you-type suggestions, products named in `language` (see CatalogueSearch.suggest). */
  async suggest(text: string, language?: Locale): Promise<SuggestResponse> {
    return (await this.search()).suggest(text, language);
  }

  async categories(): Promise<string[]> {
    return (await this.search()).engine.categories();
  }

  /** Products per category from SQL, counted once per catalogue version (every suggestion asks). */
  private async sqlCategoryCounts(engine: { categoryCounts(): Promise<readonly FacetCount[]> }) {
    const version = this.version;
    if (version !== undefined && this.categoryCountsAt?.version === version) return this.categoryCountsAt.counts;
    const counts = await engine.categoryCounts();
    if (version !== undefined) this.categoryCountsAt = { version, counts };
    return counts;
  }

  /** Builds the in-memory copy now and waits for it (start-up warm-up, tests). */
  async warm(): Promise<void> {
    await this.current();
    await this.building;
    await this.priceLists();
  }

  /**
   * The catalogue's entries for the sitemap, from the in-memory copy (built first when there is none);
   * undefined while it cannot be held (being built by another request, or too large to hold).
   */
  async sitemapEntries(): Promise<SitemapEntries | undefined> {
    await this.warm();
    return this.current();
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
    if (this.copy?.version === version) {
      await this.followStock(this.copy.stock);
      return this.copy.index;
    }
    if (this.tooLargeAt !== version) this.build();
    return undefined;
  }

  /**
   * Keeps a copy's units on hand current without rebuilding it (search/stock-feed.ts): at once after a
   * stock change in this process, else at most every VERSION_CHECK_MS in the background.
   */
  private async followStock(feed: StockFeed): Promise<void> {
    const due = feed.due(VERSION_CHECK_MS);
    if (due === 'now') await feed.read();
    else if (due === 'soon')
      feed.read().catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) this.options.log?.warn({ err: error }, 'catalogue stock check failed');
      });
  }

  /**
   * What cached answers are keyed on: the in-memory copy as its units on hand stand (a new object after
   * each stock change it follows), or, for a catalogue too large to hold, the version SQL answers at
   * and the stock changes since. Undefined while a copy is being built: SQL answers then, without the
   * copy's spelling corrections.
   */
  async generation(): Promise<object | undefined> {
    const index = await this.current();
    if (index && this.copy?.index === index) return this.withSynonyms(this.copy.stock.generation);
    const sql = this.sqlAnswersGeneration();
    if (!sql) return undefined;
    await this.followStock(sql.stock);
    return this.withSynonyms(sql.stock.generation);
  }

  /** One key for answers made at this generation with the current synonyms: a synonym change is a new one. */
  private withSynonyms(generation: object): object {
    const synonyms = this.synonyms();
    let keyed = this.generations.get(generation);
    if (keyed?.synonyms !== synonyms) {
      keyed = { synonyms, key: {} };
      this.generations.set(generation, keyed);
    }
    return keyed.key;
  }

  /**
   * The generation SQL answers are counted under: set for a catalogue too large to hold, at its
   * version. SQL reads stock live; its feed only tells the cached answers when stock changed.
   */
  private sqlAnswersGeneration(): { version: string; stock: StockFeed } | undefined {
    const version = this.version;
    if (version === undefined || this.tooLargeAt !== version) return undefined;
    if (this.sqlGeneration?.version !== version)
      this.sqlGeneration = {
        version,
        stock: new StockFeed(this.db, (changes) => changes.length > 0, undefined, this.clock),
      };
    return this.sqlGeneration;
  }

  /** The SQL path's known match counts, while its answers have a generation (none while a copy builds). */
  private knownCounts(): MatchCounts | undefined {
    const generation = this.sqlAnswersGeneration();
    if (!generation) return undefined;
    return {
      get: (key) => this.sqlCounts.get(generation, key),
      set: (key, total) => this.sqlCounts.set(generation, key, total),
    };
  }

  private checkVersion(): Promise<void> {
    this.checking ??= (async () => {
      const localChanges = localCatalogueChanges();
      try {
        this.version = await readCatalogueVersion(this.db);
        const synonymsVersion = await readSynonymsVersion(this.db);
        if (synonymsVersion !== this.synonymsAt.version)
          this.synonymsAt = {
            version: synonymsVersion,
            synonyms: synonymsOf(await synonymRepository(this.db).list()),
          };
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
        // Read before the copy: changes numbered after it reach the copy through its stock feed.
        const stockFrom = await latestStockChange(this.db);
        const index = await CatalogueIndex.load(this.db);
        // Built now rather than by the first search that finds nothing.
        index.vocabulary();
        // An import committed while loading may be half in this copy: keep it only if none did.
        if ((await readCatalogueVersion(this.db)) === before)
          this.copy = {
            version: before,
            index,
            search: catalogueSearch(memorySearch(index), () => this.synonyms()),
            stock: new StockFeed(this.db, (changes) => index.patchStock(changes), stockFrom, this.clock),
          };
      } catch (error) {
        if (!isDatabaseUnavailable(error))
          this.options.log?.warn({ err: error }, 'could not build the in-memory catalogue; answering from SQL');
      } finally {
        this.building = undefined;
      }
    })();
  }
}
