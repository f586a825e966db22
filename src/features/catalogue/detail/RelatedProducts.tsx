import { useIntl } from 'react-intl';
import type { Product } from '../../../universal/product';
import { RELATED_COUNT } from './product-page';
import { ProductRow } from './ProductRow';
import { useRelatedProducts } from './related';

export function RelatedProducts({ product }: { product: Product }) {
  const intl = useIntl();
  return (
    <ProductRow
      headingId="related-title"
      title={intl.formatMessage({ id: 'product.related' })}
      products={useRelatedProducts(product)}
      placeholders={RELATED_COUNT}
    />
  );
}
