import { Chip, type ChipProps } from '@mui/material';
import { isOrderStatus, type OrderStatus } from '../../../shared/order-status';

const COLORS: Readonly<Record<OrderStatus, ChipProps['color']>> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
};

/** 'shipped' → 'Shipped'; any status the shop does not know is shown as sent, never hidden. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/** A status badge; unknown statuses are neutral (spec §4). */
export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const color = isOrderStatus(status) ? COLORS[status] : 'default';
  return (
    <Chip label={statusLabel(status)} color={color} size={size} variant={color === 'default' ? 'outlined' : 'filled'} />
  );
}
