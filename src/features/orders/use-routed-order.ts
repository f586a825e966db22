import { useIntl } from 'react-intl';
import { useLoadFailureToast } from '../../browser-kit/api/use-load-failure-toast';
import { useDocumentTitle } from '../../browser-kit/use-document-title';
import type { MessageId } from '../../universal/i18n/messages';
import { orderNumber } from '../../universal/order-status';
import { useGetOrderQuery } from './orders-api';
import { useOrderRef } from './use-order-ref';

/**
 * The order a route names (its page, its receipt), loaded: a failed load is toasted, and the tab is named
 * after the order's number (`titleId`) once it is there, `untitledId` until then. `failed` is a failed
 * load, never a missing order: only a 404 says "Order not found".
 */
export function useRoutedOrder(titleId: MessageId, untitledId: MessageId) {
  const ref = useOrderRef();
  const query = useGetOrderQuery(ref);
  const intl = useIntl();
  useLoadFailureToast(query, 'orderDetail.loadFailed');
  useDocumentTitle(
    query.data
      ? intl.formatMessage({ id: titleId }, { number: orderNumber(query.data._id) })
      : intl.formatMessage({ id: untitledId }),
  );
  const failed = query.isError && (query.error as { status?: unknown } | undefined)?.status !== 404;
  return { ref, query, failed };
}
