import Chip from '@mui/material/Chip';
import { ORDER_STATUS_DESCRIPTORS, type OrderStatus } from '../../universal/order-status';
import { useT } from '../i18n/use-t';
import { STATUS_LABEL } from './orders-view';

/** A status as the console shows it: outlined, in its descriptor's staff colour (universal/order-status.ts). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ORDER_STATUS_DESCRIPTORS[status].staffColour}
      label={t(STATUS_LABEL[status])}
    />
  );
}
