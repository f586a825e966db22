import { Box } from '@mui/material';
import { useState } from 'react';
import { SearchCombobox } from './SearchCombobox';
import { SearchFrame, SearchSubmit } from './SearchFrame';
import { useSearchForm } from './use-search-form';

const EMPTY = { search: '', category: '' };

/** The drawer's Quick Search box: the same suggesting combobox over the whole catalogue (the drawer closes on the new page). */
export function QuickSearchForm() {
  const { formik, blank, setWords } = useSearchForm(EMPTY);
  const [frame, setFrame] = useState<HTMLFormElement | null>(null);
  return (
    <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0, border: 1, borderColor: 'shop.borderStrong', borderRadius: 1 }}>
        <SearchFrame ref={setFrame} onSubmit={formik.handleSubmit}>
          <SearchCombobox value={formik.values.search} onChange={setWords} anchor={frame} />
          <SearchSubmit disabled={blank} />
        </SearchFrame>
      </Box>
    </Box>
  );
}
