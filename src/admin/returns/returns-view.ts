import {
  OPEN_RETURNS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnStatus,
  type ReturnStatusFilter,
} from '../../universal/return-rules';
import type { AdminMessageId } from '../i18n/load-messages';
import { DIRECTIONS, listUrl, oneOfIn, textIn } from '../lists/list-url';
import type { ReturnsQuery } from './returns-api';

export const RETURN_STATUS_LABEL: Record<ReturnStatus, AdminMessageId> = {
  requested: 'returnStatus.requested',
  approved: 'returnStatus.approved',
  refunded: 'returnStatus.refunded',
  rejected: 'returnStatus.rejected',
};

/** The shopper's reason, as the return form names it to them. */
export const RETURN_REASON_LABEL: Record<ReturnReason, AdminMessageId> = {
  damaged: 'returnReason.damaged',
  'wrong-item': 'returnReason.wrongItem',
  'not-as-described': 'returnReason.notAsDescribed',
  'no-longer-needed': 'returnReason.noLongerNeeded',
  other: 'returnReason.other',
};

/** The contract's page sizes (orders.ts ADMIN_PAGE_SIZES), as the queue offers them. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The queue's status filter: one status, the open ones ('open': requested or approved), or every request ('all'). */
export type StatusFilter = ReturnStatusFilter | 'all';
/** The choices the filter offers beside 'all': each status, then the open ones. */
export const STATUS_CHOICES: readonly ReturnStatusFilter[] = [...RETURN_STATUSES, OPEN_RETURNS];
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...STATUS_CHOICES];

/** Each choice's name. */
export const STATUS_FILTER_LABEL: Record<ReturnStatusFilter, AdminMessageId> = {
  ...RETURN_STATUS_LABEL,
  open: 'returnStatus.open',
};

/** What the queue shows: its page, its order and its filters, all in the URL so a link shares it. */
export interface ReturnsView {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
  status: StatusFilter;
  q?: string;
}

/** The queue as it opens: the requests waiting for a decision, the one waiting longest first. */
export const DEFAULT_VIEW: ReturnsView = { page: 0, pageSize: 25, direction: 'asc', status: 'requested' };

/** The queue's URL: ?status=all&q=amira&page=1, and so on. */
export const RETURNS_URL = listUrl<ReturnsView>({
  defaults: DEFAULT_VIEW,
  pageSizes: PAGE_SIZES,
  keys: ['page', 'pageSize', 'direction', 'status', 'q'],
  read: (search) => ({
    direction: oneOfIn(search, 'direction', DIRECTIONS),
    status: oneOfIn(search, 'status', STATUS_FILTERS),
    q: textIn(search, 'q'),
  }),
});

/** What the server is asked: the page, its size and order always; the status unless every one is wanted. */
export function queryOf({ status, q, ...page }: ReturnsView): ReturnsQuery {
  return { ...page, ...(status !== 'all' && { status }), ...(q && { q }) };
}
