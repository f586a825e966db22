import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { isOrderStatus, ORDER_STATUS_DESCRIPTORS } from '../../../universal/order-status';
import { statusText } from '../order-texts';

/** A status badge in its descriptor's colour (universal/order-status.ts); unknown statuses are neutral (spec §4). */
export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const intl = useIntl();
  const color = isOrderStatus(status) ? ORDER_STATUS_DESCRIPTORS[status].colour : 'default';
  return (
    <Chip
      label={statusText(status, intl.formatMessage)}
      color={color}
      size={size}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}
