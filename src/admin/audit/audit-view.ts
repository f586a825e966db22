import type { AuditFilters, AuditPageQuery } from '../api/admin-api';

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

export interface AuditView extends AuditFilters {
  page: number;
  pageSize: number;
}

export const DEFAULT_AUDIT_VIEW: AuditView = { page: 0, pageSize: 50 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_FILTERS = { staff: 254, objectType: 40, objectId: 100 } as const;

/** The view a URL names (filters and page), so a link to the trail opens the same search. */
export function auditViewOf(search: URLSearchParams): AuditView {
  const view: AuditView = { ...DEFAULT_AUDIT_VIEW };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 0 && page <= 100_000) view.page = page;
  const pageSize = Number(search.get('pageSize'));
  if ((AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  for (const [name, max] of Object.entries(TEXT_FILTERS) as [keyof typeof TEXT_FILTERS, number][]) {
    const value = search.get(name)?.trim().slice(0, max);
    if (value) view[name] = value;
  }
  for (const name of ['from', 'to'] as const) {
    const value = search.get(name);
    if (value && DAY.test(value)) view[name] = value;
  }
  return view;
}

/** The URL's parameters, in a fixed order (the same view is always the same link). */
const VIEW_KEYS = [
  'page',
  'pageSize',
  'staff',
  'objectType',
  'objectId',
  'from',
  'to',
] as const satisfies readonly (keyof AuditView)[];

/** The URL of a view: only what differs from the defaults. */
export function auditSearchOf(view: AuditView): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of VIEW_KEYS) {
    const value = view[name];
    if (value !== undefined && value !== '' && value !== DEFAULT_AUDIT_VIEW[name as keyof typeof DEFAULT_AUDIT_VIEW]) {
      search.set(name, String(value));
    }
  }
  return search;
}

export const filtersOf = ({ page: _page, pageSize: _pageSize, ...filters }: AuditView): AuditFilters => filters;
export const auditQueryOf = (view: AuditView): AuditPageQuery => ({ ...view });
