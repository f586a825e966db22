import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReturnStatus } from '../../universal/return-rules';
import { useT } from '../i18n/use-t';
import { RETURN_STATUS_LABEL } from './returns-view';

const COLOUR: Record<ReturnStatus, ChipProps['color']> = {
  requested: 'warning',
  approved: 'info',
  refunded: 'success',
  rejected: 'default',
};

export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const t = useT();
  return <Chip size="small" variant="outlined" color={COLOUR[status]} label={t(RETURN_STATUS_LABEL[status])} />;
}
