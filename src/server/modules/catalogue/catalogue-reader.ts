import type { Database } from '../../db/database';
import { CatalogueIndex } from './catalogue-index';
import { localCatalogueChanges, readCatalogueVersion } from './catalogue-version';
import type { Product } from './product';
import type { ProductQuery } from './product-query';
import { catalogueRepository, type MatchCounts, type ProductPage } from './repository';
import { GenerationLru } from '../../generation-lru';
import { isDatabaseUnavailable } from '../../db/availability';
import { searchTerm } from './product-query';
import {
  type FacetCount,
  type FacetsResponse,
  type SearchCorrection,
  SUGGEST_LIMIT,
  type SuggestResponse,
} from '../../../core/contracts/search';
import { categoryName } from '../../../core/i18n/category-names';
import { LOCALES } from '../../../core/i18n/locale';
import { catalogOf } from '../../../core/i18n/catalogs';

/** Past this many products the catalogue stays in the database only (about 0.6 KB of memory each). */
export const MAX_IN_MEMORY_PRODUCTS = 300_000;
/** A search that finds this few products may have meant another spelling ("nothing or very little"). */
export const FEW_RESULTS = 3;
/** …and is answered for that spelling only when it finds at least this many times as many products. */
export const CORRECTION_GAIN = 5;
/** Match counts kept for the SQL path's searches (a few hundred bytes each with their keys). */
export const MAX_SQL_COUNTS = 5_000;
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
  private categoryCountsAt: { version: string; counts: readonly FacetCount[] } | undefined;
  /** The generation of SQL answers at one version (see generation). */
  private sqlGeneration: { version: string } | undefined;
  /** The SQL path's match counts, by filter, for the generation of SQL answers. */
  private readonly sqlCounts = new GenerationLru<number>(MAX_SQL_COUNTS, () => 1);

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

  /** The products of `ids` the catalogue holds, in the order asked (cart and wish-list pages). */
  async getMany(ids: readonly number[]): Promise<Product[]> {
    const index = await this.current();
    const found = index ? { get: (id: number) => index.get(id) } : await this.repository.getMany(ids);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Whether the catalogue holds the product: from memory when the copy is current, else one indexed read. */
  async exists(id: number): Promise<boolean> {
    const index = await this.current();
    return index ? index.get(id) !== undefined : this.repository.exists(id);
  }

  /** A page of the query's products; a search that finds nothing or very little may answer for its correction. */
  async list(query: ProductQuery): Promise<ProductPage> {
    const index = await this.current();
    if (!index) return this.repository.list(query, this.knownCounts());
    const page = index.list(query);
    if (page.total > FEW_RESULTS) return page;
    const corrected = correction(index, query, page.total);
    return corrected ? index.list(corrected.query) : page;
  }

  /** The list's facet counts, and the correction the list answered for, if any. */
  async facets(query: ProductQuery): Promise<FacetsResponse> {
    const index = await this.current();
    if (!index) return { ...(await this.repository.facets(query)), correction: null };
    const facets = index.facets(query);
    if (facets.total > FEW_RESULTS) return { ...facets, correction: null };
    const corrected = correction(index, query, facets.total);
    return corrected
      ? { ...index.facets(corrected.query), correction: corrected.correction }
      : { ...facets, correction: null };
  }

  /**
   * As-you-type suggestions for `text`: up to SUGGEST_LIMIT products (title matches first; a typo is
   * corrected when nothing matches) and the categories whose name in any shop language holds the text.
   */
  async suggest(text: string): Promise<SuggestResponse> {
    const term = text.trim().toLowerCase();
    if (!term) return { query: text, products: [], categories: [] };
    const index = await this.current();
    let products = index
      ? index.suggestProducts(term, SUGGEST_LIMIT)
      : await this.repository.suggestProducts(term, SUGGEST_LIMIT);
    if (products.length === 0 && index) {
      const corrected = index.correctedSearch(term, { typing: true });
      if (corrected) products = index.suggestProducts(corrected, SUGGEST_LIMIT);
    }
    const counts = index ? index.categoryCounts() : await this.sqlCategoryCounts();
    const categories = [...term].length < 2 ? [] : counts.filter(({ value }) => categoryMatches(value, term));
    return { query: text, products: products.map(suggestionOf), categories };
  }

  /** Products per category from SQL, counted once per catalogue version (every suggestion asks). */
  private async sqlCategoryCounts(): Promise<readonly FacetCount[]> {
    const version = this.version;
    if (version !== undefined && this.categoryCountsAt?.version === version) return this.categoryCountsAt.counts;
    const counts = await this.repository.categoryCounts();
    if (version !== undefined) this.categoryCountsAt = { version, counts };
    return counts;
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

  /**
   * What cached answers are keyed on: the in-memory copy, or, for a catalogue too large to hold, the
   * version SQL answers at (like the copy's, its answers change only with the version). Undefined while
   * a copy is being built: SQL answers then, without the copy's spelling corrections.
   */
  async generation(): Promise<object | undefined> {
    return (await this.current()) ?? this.sqlAnswersGeneration();
  }

  /** The generation SQL answers are cached under: set for a catalogue too large to hold, at its version. */
  private sqlAnswersGeneration(): object | undefined {
    const version = this.version;
    if (version === undefined || this.tooLargeAt !== version) return undefined;
    if (this.sqlGeneration?.version !== version) this.sqlGeneration = { version };
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
        // Built now rather than by the first search that finds nothing.
        index.vocabulary();
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

/**
 * The search a query meant when its own words find nothing or very little (`found` products): the closest
 * words the catalogue has. When nothing is found, any word no product holds is a slip; when a few are, a
 * word only some description holds may be one too ("hedphones" in one description, "headphones" in many
 * titles), and the correction wins only if it finds CORRECTION_GAIN times as many.
 */
function correction(
  index: CatalogueIndex,
  query: ProductQuery,
  found: number,
): { query: ProductQuery; correction: SearchCorrection } | undefined {
  const term = searchTerm(query);
  if (term === undefined || query.exact) return undefined;
  const corrected = index.correctedSearch(term, { titleWordsOnly: found > 0 });
  if (!corrected) return undefined;
  const correctedQuery = { ...query, search: corrected };
  const correctedTotal = index.list({ ...correctedQuery, limit: 1 }).total;
  if (correctedTotal === 0 || correctedTotal < found * CORRECTION_GAIN) return undefined;
  return { query: correctedQuery, correction: { query: corrected, original: query.search?.trim() ?? '' } };
}

function suggestionOf(product: Product): SuggestResponse['products'][number] {
  const { id, title, image, price, category } = product;
  return { id, title, image, price, category };
}

/** A category's names as shoppers may type them: the data's own and each shop language's. */
function categoryMatches(category: string, term: string): boolean {
  const names = [
    category,
    ...LOCALES.map((locale) => categoryName(category, ({ id }) => String(catalogOf(locale)[id]))),
  ];
  return names.some((name) => name.toLocaleLowerCase().includes(term));
}
