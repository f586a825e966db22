/** @jsxImportSource @emotion/react */
import { Box } from '@mui/material';
import { Placeholder } from '../../../browser-kit/ui/Placeholder';
import { useIntl } from 'react-intl';
import { useCategoryName } from '../../../entities/product';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useGetProductsQuery, Price, ProductImage, StarRating } from '../../../entities/product';
import { HomePanel } from './HomePanel';
import { useHomeLinkStyles } from './home-links';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';

/** The panel's query: the category's four best-rated products (the server prefetches the same key). */
export const bestInArgs = (category: string) => ({ category, order: 'rating', limit: 4 }) as const;

/** 'Best in {category}': the best-rated product large, the next three as thumbnails, then 'Explore more'. */
export function BestInPanel({ category }: { category: string }) {
  const { data } = useGetProductsQuery(bestInArgs(category));
  const intl = useIntl();
  const nameOf = useCategoryName();
  const links = useHomeLinkStyles();
  const label = nameOf(category);
  const title = intl.formatMessage({ id: 'home.bestIn' }, { category: label });
  const [first, ...rest] = data?.products ?? [];
  return (
    <HomePanel title={title}>
      {first ? (
        <RouterLink to={`/product/${first.id}`} css={links.product}>
          <Box sx={{ bgcolor: 'shop.surfaceMuted', display: 'grid', placeItems: 'center', p: 1 }}>
            <ProductImage product={first} size={220} decorative />
          </Box>
          <Box
            component="span"
            sx={{
              ...lineClamp(2),
              mt: 1,
              fontSize: 14,
            }}
          >
            {first.title}
          </Box>
        </RouterLink>
      ) : (
        <Placeholder height={240} />
      )}
      {first && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 0.5,
            mt: 0.5,
          }}
        >
          <Price of={first} size="small" />
          <StarRating rate={first.rating.rate} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 }, mt: 1.5 }}>
        {rest.slice(0, 3).map((product) => (
          <RouterLink key={product.id} to={`/product/${product.id}`} css={links.thumbnail}>
            <ProductImage product={product} size={90} />
          </RouterLink>
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <RouterLink
        to={`/products?${new URLSearchParams({ category, sort: 'rating' })}`}
        aria-label={intl.formatMessage({ id: 'home.exploreMoreLabel' }, { category: label })}
        css={links.more}
      >
        {intl.formatMessage({ id: 'home.exploreMore' })}
      </RouterLink>
    </HomePanel>
  );
}
