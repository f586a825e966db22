import { useGetProductsQuery } from '../../../entities/product';
import type { Product } from '../../../shared/product';
import { pickRelated, RELATED_COUNT } from './product-page';

/** undefined while loading. Asks for one more than needed, since the current product may be among them. */
export function useRelatedProducts(product: Product | undefined): Product[] | undefined {
  const same = useGetProductsQuery({ category: product?.category, limit: RELATED_COUNT + 1 }, { skip: !product });
  const sameCategory = (same.data?.products ?? []).filter((candidate) => candidate.id !== product?.id);
  const short = Boolean(product) && (same.isError || (same.data !== undefined && sameCategory.length < RELATED_COUNT));
  // Enough to fill six even when the current product and five same-category ones come back again.
  const all = useGetProductsQuery({ limit: RELATED_COUNT * 2 + 1 }, { skip: !short });
  if (!product || same.isLoading || (short && all.isLoading)) return undefined;
  return pickRelated(product.id, sameCategory, short ? (all.data?.products ?? []) : []);
}
