import { ADMIN_REVIEW_STATES } from '../../universal/contracts/admin/reviews';
import type { AdminMessageId } from '../i18n/load-messages';
import { dayIn, listUrl, oneOfIn, type Paging, textIn } from '../lists/list-url';

export const PAGE_SIZE = 10;
export type State = (typeof ADMIN_REVIEW_STATES)[number];
export const STATE_LABEL: Record<State, AdminMessageId> = {
  all: 'reviews.stateAll',
  visible: 'reviews.stateVisible',
  hidden: 'reviews.stateHidden',
};

/** The reviews' view: a state, words and the first day written (the shop's day), one page of cards at a time. */
export interface ReviewsView extends Paging {
  state: State;
  q: string;
  from: string;
}

/**
 * The view as the URL holds it: ?state=hidden&q=broken&from=2026-11-16&page=2. Pages count from 1 here and
 * in the URL, as the card list's Pagination counts them; one page size.
 */
export const REVIEWS_URL = listUrl<ReviewsView>({
  defaults: { page: 1, pageSize: PAGE_SIZE, state: 'all', q: '', from: '' },
  pageSizes: [PAGE_SIZE],
  keys: ['state', 'q', 'from', 'page'],
  read: (search) => ({
    state: oneOfIn(search, 'state', ADMIN_REVIEW_STATES),
    q: textIn(search, 'q'),
    from: dayIn(search, 'from'),
  }),
});
