import { Box, CircularProgress, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useGetCategoriesQuery, useGetProductsQuery } from '../catalogue-api';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { BestInPanel } from '../home/BestInPanel';
import { CategoryTile } from '../home/CategoryTile';
import { HeroBanner } from '../home/HeroBanner';
import { TOP_DEALS_QUERY, TopDeals } from '../home/TopDeals';

/** Spec §2: the first four categories get a tile and a 'Best in' panel. */
export const HOME_CATEGORIES = 4;

const fourColumns = {
  display: 'grid',
  gap: { xs: 1, md: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Home: hero, category tiles over it, Top Deals, then 'Best in {category}' panels. */
export default function HomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'home.documentTitle' }));
  const categories = useGetCategoriesQuery();
  const deals = useGetProductsQuery(TOP_DEALS_QUERY);
  const shown = (categories.data ?? []).slice(0, HOME_CATEGORIES);

  if (categories.isLoading || deals.isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center' }}>
        <Box>
          <CircularProgress color="secondary" aria-hidden />
          <Typography sx={{ mt: 2 }}>{intl.formatMessage({ id: 'list.loading' })}</Typography>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1500, mx: 'auto' }}>
      <HeroBanner />
      <Box
        sx={{
          position: 'relative',
          px: { xs: 1, md: 2.5 },
          mt: { xs: 1, md: -14 },
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 1.5, md: 2.5 },
        }}
      >
        <Box sx={fourColumns}>
          {shown.map((category) => (
            <CategoryTile key={category} category={category} />
          ))}
        </Box>
        <TopDeals products={deals.isError ? [] : deals.data?.products} />
        <Box sx={fourColumns}>
          {shown.map((category) => (
            <BestInPanel key={category} category={category} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
