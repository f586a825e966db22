import { isReturnStatus, type ReturnReason, type ReturnStatus } from '../../core/return-rules';
import type { AdminMessageId } from '../i18n/load-messages';
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

/** The queue's status filter: one status, or every request ('all'). */
export type StatusFilter = ReturnStatus | 'all';

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

const MAX_PAGE = 100_000;

/** The view a URL names; anything it names wrongly is left at its default. */
export function viewOf(search: URLSearchParams): ReturnsView {
  const view: ReturnsView = { ...DEFAULT_VIEW };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 0 && page <= MAX_PAGE) view.page = page;
  const pageSize = Number(search.get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  const direction = search.get('direction');
  if (direction === 'asc' || direction === 'desc') view.direction = direction;
  const status = search.get('status');
  if (status === 'all' || (status && isReturnStatus(status))) view.status = status;
  const q = search.get('q')?.trim().slice(0, 120);
  if (q) view.q = q;
  return view;
}

const VIEW_KEYS = ['page', 'pageSize', 'direction', 'status', 'q'] as const satisfies readonly (keyof ReturnsView)[];

/** The URL of a view: only what differs from the defaults, in one order (the same view is the same link). */
export function searchOf(view: ReturnsView): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== '' && value !== DEFAULT_VIEW[key]) search.set(key, String(value));
  }
  return search;
}

/** What the server is asked: the page, its size and order always; the status unless every one is wanted. */
export function queryOf({ status, q, ...page }: ReturnsView): ReturnsQuery {
  return { ...page, ...(status !== 'all' && { status }), ...(q && { q }) };
}
