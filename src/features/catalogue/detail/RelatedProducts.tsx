/** @jsxImportSource @emotion/react */
import { Paper, Skeleton } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Product } from '../../../universal/product';
import { Price, StarRating } from '../../../entities/product';
import { RELATED_COUNT } from './product-page';
import { RetryingImage } from './RetryingImage';
import { useRelatedProducts } from './related';
import { ProductTileLink, ProductTileTitle } from '../components/ProductTileLink';
import { sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';

/** The row's styles, made once per theme (decision 0086). */
const useRelatedStyles = themeStyles((theme) => ({
  title: sxRule(theme, { fontWeight: 700, fontSize: 21, mb: 2 }, typographyLook(theme, 'body1')),
  list: sxRule(theme, {
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
  }),
}));

export function RelatedProducts({ product }: { product: Product }) {
  const intl = useIntl();
  const related = useRelatedProducts(product);
  const styles = useRelatedStyles();
  return (
    <Paper component="section" aria-labelledby="related-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <h2 id="related-title" css={styles.title}>
        {intl.formatMessage({ id: 'product.related' })}
      </h2>
      <ul css={styles.list}>
        {(related ?? Array.from({ length: RELATED_COUNT }, () => undefined)).map((item, index) => (
          <li key={item?.id ?? index}>
            {item ? (
              <ProductTileLink
                href={`/product/${item.id}`}
                // The tile's title names the product in the same link: the picture is decorative.
                picture={<RetryingImage src={item.image} alt="" size={150} index={index} />}
              >
                <ProductTileTitle fontSize={14} spaceAbove={1}>
                  {item.title}
                </ProductTileTitle>
                <StarRating rate={item.rating.rate} count={item.rating.count} />
                <Price of={item} size="small" />
              </ProductTileLink>
            ) : (
              <Skeleton variant="rectangular" height={230} />
            )}
          </li>
        ))}
      </ul>
    </Paper>
  );
}
