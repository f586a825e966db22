/**
 * A console list's view (its page, page size, order and filters) lives in the URL, so a link opens the
 * same page of the same search. This is the one reading and writing of those URLs: each list names its
 * defaults, its parameters in the order a URL names them, and how its own filters read.
 */

/**
 * Which page of a list and how many rows a page holds. The grids count pages from 0; a list whose
 * default page is 1 (the reviews' cards, under MUI's Pagination) counts from 1, in its URL too.
 */
export interface Paging {
  page: number;
  pageSize: number;
}

/** Beyond this a page number is a mistyped or forged URL, not a page anyone reached by paging. */
const MAX_PAGE = 100_000;

/** The longest search any list takes (the server's limit too). */
export const SEARCH_MAX = 120;

/** A sorted list's two directions. */
export const DIRECTIONS = ['asc', 'desc'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A text filter the URL names: trimmed and cut to its longest; nothing when blank. */
export function textIn(search: URLSearchParams, name: string, max = SEARCH_MAX): string | undefined {
  return search.get(name)?.trim().slice(0, max) || undefined;
}

/** A day (yyyy-mm-dd) the URL names, or nothing when it names none or something else. */
export function dayIn(search: URLSearchParams, name: string): string | undefined {
  const day = search.get(name);
  return day && DAY.test(day) ? day : undefined;
}

/** One of a list's known values the URL names, or nothing. */
export function oneOfIn<Value extends string>(
  search: URLSearchParams,
  name: string,
  known: readonly Value[],
): Value | undefined {
  return known.find((value) => value === search.get(name));
}

/** How a list reads the URL and writes it back. */
export interface ListUrl<View extends Paging> {
  /** The page sizes the list offers (the only ones its URL takes). */
  pageSizes: readonly number[];
  /** The view a URL names; anything it names wrongly is left at its default. */
  viewOf(search: URLSearchParams): View;
  /** The URL of a view: only what differs from the defaults, always in one order (one view, one link). */
  searchOf(view: View): URLSearchParams;
}

/**
 * A list's URL from its defaults, its page sizes, its parameters in order, and a reader of the rest of
 * its view (sort and filters) that answers nothing for what the URL does not name rightly.
 */
export function listUrl<View extends Paging>({
  defaults,
  pageSizes,
  keys,
  read,
}: {
  defaults: View;
  pageSizes: readonly number[];
  keys: readonly (keyof View & string)[];
  read: (search: URLSearchParams) => Partial<Omit<View, keyof Paging>>;
}): ListUrl<View> {
  return {
    pageSizes,
    viewOf(search) {
      const view: View = { ...defaults };
      const page = Number(search.get('page'));
      if (Number.isInteger(page) && page > 0 && page <= MAX_PAGE) view.page = page;
      const pageSize = Number(search.get('pageSize'));
      if (pageSizes.includes(pageSize)) view.pageSize = pageSize;
      for (const [key, value] of Object.entries(read(search))) {
        if (value !== undefined) (view as Record<string, unknown>)[key] = value;
      }
      return view;
    },
    searchOf(view) {
      const search = new URLSearchParams();
      for (const key of keys) {
        const value = view[key];
        if (value !== undefined && value !== '' && value !== defaults[key]) search.set(key, String(value));
      }
      return search;
    },
  };
}
