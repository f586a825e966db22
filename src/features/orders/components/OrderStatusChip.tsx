import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { isOrderStatus, type OrderStatus } from '../../../core/order-status';
import { statusText } from '../order-texts';

const COLORS: Readonly<Record<OrderStatus, ChipProps['color']>> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

/** A status badge; unknown statuses are neutral (spec §4). */
export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const intl = useIntl();
  const color = isOrderStatus(status) ? COLORS[status] : 'default';
  return (
    <Chip
      label={statusText(status, intl.formatMessage)}
      color={color}
      size={size}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}
