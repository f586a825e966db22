import { Box, Card, Link, Skeleton, Typography } from '@mui/material';
import { type ComponentType, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { PlainPrice, useGetProductsQuery } from '../../../entities/product';
import type { Product } from '../../../universal/product';
import { recommend, RECOMMENDATION_COUNT } from '../recommendations';
import { WishlistButton } from './WishlistButton';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';
import { PictureLink } from '../../../browser-kit/ui/PictureLink';

/**
 * The candidates: the best-rated part of the catalogue. For the demo that is all of it; for a large
 * catalogue it keeps the page to one bounded request, and well-rated products are what we want to suggest.
 */
const POOL_SIZE = 200;

/** The page's Add to Cart button for a suggested product. */
export type AddToCartSlot = ComponentType<{ product: Product }>;

function RecommendationCard({ product, addToCart: AddToCart }: { product: Product; addToCart: AddToCartSlot }) {
  const href = `/product/${product.id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={product.title}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, position: 'relative', height: '100%' }}
    >
      <Box sx={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}>
        <WishlistButton product={product} />
      </Box>
      <PictureLink href={href} sx={{ height: 140 }}>
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain' }}
        />
      </PictureLink>
      <Link
        component={RouterLink}
        to={href}
        sx={{
          color: 'text.primary',
          fontSize: 14,
          ...lineClamp(2),
        }}
      >
        {product.title}
      </Link>
      <Typography sx={{ fontWeight: 700 }}>
        <PlainPrice of={product} />
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        <AddToCart product={product} />
      </Box>
    </Card>
  );
}

/** Spec §2: 6 suggestions from the saved items' categories, topped up with well-rated ones, shuffled. */
export function Recommendations({ saved, addToCart }: { saved: readonly Product[]; addToCart: AddToCartSlot }) {
  const intl = useIntl();
  const { data, isLoading } = useGetProductsQuery({ order: 'rating', limit: POOL_SIZE });
  // Shuffled once per change of the saved set, not on every render: the saved list is kept as a snapshot
  // that is replaced only when its ids or categories change (React's "state from previous renders").
  const savedKey = saved.map((product) => `${product.id}:${product.category}`).join(',');
  const [snapshot, setSnapshot] = useState({ key: savedKey, saved });
  if (snapshot.key !== savedKey) setSnapshot({ key: savedKey, saved });
  const picks = useMemo(() => recommend(data?.products ?? [], snapshot.saved), [data, snapshot]);
  if (!isLoading && picks.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-heading" sx={{ mt: 3 }}>
      <Typography id="recommended-heading" component="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1.5 }}>
        {intl.formatMessage({ id: 'wishlist.recommended' })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        {isLoading
          ? Array.from({ length: RECOMMENDATION_COUNT }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={300} />
            ))
          : picks.map((product) => <RecommendationCard key={product.id} product={product} addToCart={addToCart} />)}
      </Box>
    </Box>
  );
}
