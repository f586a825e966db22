import { Box } from '@mui/material';
import { Placeholder } from '../../../browser-kit/ui/Placeholder';
import { useIntl } from 'react-intl';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../../entities/product';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { BestInPanel } from '../home/BestInPanel';
import { CategoryTile } from '../home/CategoryTile';
import { HeroBanner } from '../home/HeroBanner';
import { TOP_DEALS_QUERY, TopDeals } from '../home/TopDeals';
import { RecentlyViewed } from '../recently-viewed/RecentlyViewed';

/** Spec §2: the first four categories get a tile and a 'Best in' panel. */
export const HOME_CATEGORIES = 4;

const fourColumns = {
  display: 'grid',
  gap: { xs: 1, md: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Home: hero, category tiles over it, Top Deals, the shopper's Recently viewed, then 'Best in {category}' panels. */
export default function HomePage() {
  const intl = useIntl();
  useMessageTitle('home.documentTitle');
  const categories = useGetCategoriesQuery();
  const deals = useGetProductsQuery(TOP_DEALS_QUERY);
  const shown = (categories.data ?? []).slice(0, HOME_CATEGORIES);

  if (categories.isLoading || deals.isLoading) {
    return (
      // Shaped like the page it becomes: the banner, then the category tiles.
      <Box role="status" aria-label={intl.formatMessage({ id: 'list.loading' })} sx={{ maxWidth: 1500, mx: 'auto' }}>
        <Box sx={{ height: { xs: 160, md: 300 } }}>
          <Placeholder fill />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            p: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {Array.from({ length: HOME_CATEGORIES }, (_, index) => (
            <Placeholder key={index} shape="rounded" height={320} />
          ))}
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
        <RecentlyViewed />
        <Box sx={fourColumns}>
          {shown.map((category) => (
            <BestInPanel key={category} category={category} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
