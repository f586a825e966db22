import type { AuditFilters, AuditPageQuery } from '../api/admin-api';
import { dayIn, listUrl, textIn } from '../lists/list-url';

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

export interface AuditView extends AuditFilters {
  page: number;
  pageSize: number;
}

export const DEFAULT_AUDIT_VIEW: AuditView = { page: 0, pageSize: 50 };

/** The longest each text filter may be (the server's limits too). */
export const AUDIT_TEXT_MAX = { staff: 254, objectType: 40, objectId: 100 } as const;

/** The trail's URL (filters and page), so a link to the trail opens the same search. */
export const AUDIT_URL = listUrl<AuditView>({
  defaults: DEFAULT_AUDIT_VIEW,
  pageSizes: AUDIT_PAGE_SIZES,
  keys: ['page', 'pageSize', 'staff', 'objectType', 'objectId', 'from', 'to'],
  read: (search) => ({
    staff: textIn(search, 'staff', AUDIT_TEXT_MAX.staff),
    objectType: textIn(search, 'objectType', AUDIT_TEXT_MAX.objectType),
    objectId: textIn(search, 'objectId', AUDIT_TEXT_MAX.objectId),
    from: dayIn(search, 'from'),
    to: dayIn(search, 'to'),
  }),
});

export const filtersOf = ({ page: _page, pageSize: _pageSize, ...filters }: AuditView): AuditFilters => filters;
export const auditQueryOf = (view: AuditView): AuditPageQuery => ({ ...view });
