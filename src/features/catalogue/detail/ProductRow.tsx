/** @jsxImportSource @emotion/react */
import type { Product } from '../../../universal/product';
import { Price, StarRating } from '../../../entities/product';
import { RetryingImage } from './RetryingImage';
import { ProductTileLink, ProductTileTitle } from '../components/ProductTileLink';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';
import { sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';

/** The row's styles, made once per theme (decision 0086). */
const useRowStyles = themeStyles((theme) => ({
  panel: sxRule(theme, { p: { xs: 2, md: 3 } }),
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

export interface ProductRowProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** undefined while loading: `placeholders` skeletons stand in. */
  products: readonly Product[] | undefined;
  placeholders: number;
}

/** A titled row of product tiles (picture, title, stars, price), each a link to its product: related, also bought. */
export function ProductRow({ headingId, title, products, placeholders }: ProductRowProps) {
  const styles = useRowStyles();
  return (
    <LeanPaper as="section" aria-labelledby={headingId} look={styles.panel}>
      <h2 id={headingId} css={styles.title}>
        {title}
      </h2>
      <ul css={styles.list}>
        {(products ?? Array.from({ length: placeholders }, () => undefined)).map((item, index) => (
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
              <LeanSkeleton variant="rectangular" height={230} />
            )}
          </li>
        ))}
      </ul>
    </LeanPaper>
  );
}
