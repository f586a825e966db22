import { Box, Button, Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** How many products the filters chosen find, for the sheet's closing button. */
  total: number;
  /** The filters. */
  children: ReactNode;
}

/**
 * The list's filters on a phone: a bottom sheet instead of a column that pushes the results down the page.
 * Its own chunk, with MUI's Drawer, Modal and transitions, loaded when the shopper first opens it
 * (ProductListScreen).
 */
export function FilterSheet({ open, onClose, total, children }: FilterSheetProps) {
  const intl = useIntl();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'product-filters',
          'aria-label': intl.formatMessage({ id: 'list.filters' }),
          sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="contained" fullWidth size="large" onClick={onClose}>
          {intl.formatMessage({ id: 'list.filters.showResults' }, { count: total })}
        </Button>
      </Box>
    </Drawer>
  );
}
