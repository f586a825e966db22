import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { type ListView, listSubtitle, listTitle } from '../list-view';
import { useCategoryNames } from '../../../entities/product';

/** The product list's title and, for deals and prime, its subtitle (spec §2). */
export function ListHeading({ view }: { view: Pick<ListView, 'category' | 'search' | 'deals' | 'prime'> }) {
  const intl = useIntl();
  const named = useCategoryNames();
  const subtitle = listSubtitle(view, intl.formatMessage);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, md: 30 } }}>
        {listTitle(view, intl.formatMessage, named)}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Box>
  );
}
