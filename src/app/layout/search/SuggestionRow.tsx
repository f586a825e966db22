import SearchIcon from '@mui/icons-material/Search';
import { Box } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { PlainPrice } from '../../../entities/product';
import type { Suggestion } from './suggestion-options';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';

/**
 * A titled group of options inside the listbox (ARIA 1.2 allows role=group there); its inner list
 * is presentational so every option stays a direct member of the listbox's tree.
 */
export function SuggestionGroup({ kind, children }: { kind: Suggestion['kind']; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Box component="li" role="group" aria-labelledby={id} sx={{ listStyle: 'none' }}>
      <Box
        id={id}
        role="presentation"
        sx={{ px: 1.5, pt: 1, pb: 0.5, fontSize: 12, fontWeight: 700, color: 'text.secondary' }}
      >
        {intl.formatMessage({ id: kind === 'category' ? 'search.suggest.categories' : 'search.suggest.products' })}
      </Box>
      <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** What an option shows: a category with its product count, or a product's picture, title and price. */
export function SuggestionRow({ option }: { option: Suggestion }) {
  const intl = useIntl();
  if (option.kind === 'category') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, width: '100%', minWidth: 0 }}>
        <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Box component="span" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
          {option.label}
        </Box>
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {intl.formatMessage({ id: 'search.suggest.categoryCount' }, { count: option.count })}
        </Box>
      </Box>
    );
  }
  const { product } = option;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, width: '100%', minWidth: 0 }}>
      <Box
        component="img"
        src={product.image}
        alt=""
        loading="lazy"
        sx={{ width: 40, height: 40, objectFit: 'contain', flexShrink: 0, bgcolor: 'common.white' }}
      />
      <Box
        component="span"
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: 14,
          ...lineClamp(2),
        }}
      >
        {product.title}
      </Box>
      <Box component="span" sx={{ fontSize: 14, fontWeight: 700, whiteSpace: 'nowrap' }}>
        <PlainPrice of={product} />
      </Box>
    </Box>
  );
}
