import Chip from '@mui/material/Chip';
import type { ProductState } from '../../universal/contracts/admin/products';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';

/** Each state's name in the console's catalog. */
export const STATE_LABEL: Record<ProductState, AdminMessageId> = {
  draft: 'products.state.draft',
  published: 'products.state.published',
  unpublished: 'products.state.unpublished',
};

/** A product's state as the grid and the editor show it: on the shop in green, off it in grey or amber. */
export function StateChip({ state }: { state: ProductState }) {
  const t = useT();
  const color = state === 'published' ? 'success' : state === 'unpublished' ? 'warning' : 'default';
  return <Chip size="small" label={t(STATE_LABEL[state])} color={color} />;
}
