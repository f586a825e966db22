import { useIntl } from 'react-intl';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';

/** The order's page or receipt when the order could not be loaded (not when it is missing): Retry. */
export function OrderLoadFailed({ query }: { query: { error?: unknown; refetch: () => unknown } }) {
  const intl = useIntl();
  return (
    <LoadFailed
      message={intl.formatMessage({ id: 'orderDetail.couldNotLoad' })}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
