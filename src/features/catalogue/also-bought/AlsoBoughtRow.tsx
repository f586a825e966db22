import { useIntl } from 'react-intl';
import { useGetAlsoBoughtQuery } from '../../../entities/product';
import { RELATED_COUNT } from '../detail/product-page';
import { ProductRow } from '../detail/ProductRow';

/** As many as the related row: one full row of tiles on a wide screen. */
export const ALSO_BOUGHT_SHOWN = RELATED_COUNT;

/**
 * "Customers also bought" (decision 0115): what the shop's orders put beside this product, filled up by
 * the server from its category. Nothing at all when the read fails or finds nothing: it is a suggestion.
 */
export default function AlsoBoughtRow({ productId }: { productId: number }) {
  const intl = useIntl();
  const { data, isError } = useGetAlsoBoughtQuery({ id: productId, limit: ALSO_BOUGHT_SHOWN });
  if (isError || data?.length === 0) return null;
  return (
    <ProductRow
      headingId="also-bought-title"
      title={intl.formatMessage({ id: 'product.alsoBought' })}
      products={data}
      placeholders={ALSO_BOUGHT_SHOWN}
    />
  );
}
