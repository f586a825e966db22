import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '../../core/order-status';
import { useT } from '../i18n/use-t';
import { STATUS_LABEL } from './orders-view';

const COLOUR: Record<OrderStatus, ChipProps['color']> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Chip size="small" variant="outlined" color={COLOUR[status]} label={t(STATUS_LABEL[status])} />;
}
