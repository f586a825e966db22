/** @jsxImportSource @emotion/react */
import { Box } from '@mui/material';
import { Placeholder } from '../../../browser-kit/ui/Placeholder';
import { useIntl } from 'react-intl';
import { useCategoryName } from '../../../entities/product';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';
import { useGetProductsQuery, ProductImage } from '../../../entities/product';
import { HomePanel } from './HomePanel';
import { useHomeLinkStyles } from './home-links';

/** Spec §9: each home category is fed by up to 6 products; the tile shows 4. */
export const TILE_FEED = 6;
const TILE_SHOWN = 4;

/** The tile's query (the server prefetches the same key). */
export const tileArgs = (category: string) => ({ category, limit: TILE_FEED });

/** A home tile: the category's first products as a 2×2 grid, then 'Explore all'. */
export function CategoryTile({ category }: { category: string }) {
  const { data } = useGetProductsQuery(tileArgs(category));
  const intl = useIntl();
  const nameOf = useCategoryName();
  const links = useHomeLinkStyles();
  const label = nameOf(category);
  const href = `/products?${new URLSearchParams({ category })}`;
  return (
    <HomePanel title={label}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1, sm: 2 }, flex: 1 }}>
        {data
          ? data.products.slice(0, TILE_SHOWN).map((product) => (
              <RouterLink key={product.id} to={`/product/${product.id}`} css={links.tileProduct}>
                <Box sx={{ bgcolor: 'shop.surfaceMuted', display: 'grid', placeItems: 'center', p: 0.5 }}>
                  <ProductImage product={product} size={120} />
                </Box>
                {/* dir="auto": a Latin name on a right-to-left page is cut at its end, not its start. */}
                <Box
                  component="span"
                  dir="auto"
                  sx={{
                    ...lineClamp(1),
                    display: { xs: 'none', sm: '-webkit-box' },
                    mt: 0.5,
                  }}
                >
                  {product.title}
                </Box>
              </RouterLink>
            ))
          : Array.from({ length: TILE_SHOWN }, (_, index) => <Placeholder key={index} square />)}
      </Box>
      <RouterLink
        to={href}
        aria-label={intl.formatMessage({ id: 'home.exploreAllLabel' }, { category: label })}
        css={links.more}
      >
        {intl.formatMessage({ id: 'home.exploreAll' })}
      </RouterLink>
    </HomePanel>
  );
}
