import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Product } from '../../../core/product';
import { Price, StarRating } from '../../../entities/product';
import { RELATED_COUNT } from './product-page';
import { RetryingImage } from './RetryingImage';
import { useRelatedProducts } from './related';
import { ProductTileLink, ProductTileTitle } from '../components/ProductTileLink';

export function RelatedProducts({ product }: { product: Product }) {
  const intl = useIntl();
  const related = useRelatedProducts(product);
  return (
    <Paper component="section" aria-labelledby="related-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="related-title" component="h2" sx={{ fontWeight: 700, fontSize: 21, mb: 2 }}>
        {intl.formatMessage({ id: 'product.related' })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {(related ?? Array.from({ length: RELATED_COUNT }, () => undefined)).map((item, index) => (
          <Box component="li" key={item?.id ?? index}>
            {item ? (
              <ProductTileLink
                href={`/product/${item.id}`}
                // The tile's title names the product in the same link: the picture is decorative.
                picture={<RetryingImage src={item.image} alt="" size={150} index={index} />}
              >
                <ProductTileTitle sx={{ mt: 1, fontSize: 14 }}>{item.title}</ProductTileTitle>
                <StarRating rate={item.rating.rate} count={item.rating.count} />
                <Price price={item.price} size="small" />
              </ProductTileLink>
            ) : (
              <Skeleton variant="rectangular" height={230} />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
