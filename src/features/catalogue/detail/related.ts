import { useGetProductsQuery } from '../../../entities/product';
import type { Product } from '../../../universal/product';
import { pickRelated, RELATED_COUNT } from './product-page';

/** The same category first; one more than needed, since the current product may be among them. */
export const sameCategoryArgs = (category: string | undefined) => ({ category, limit: RELATED_COUNT + 1 });
/** Enough to fill six even when the current product and five same-category ones come back again. */
export const topUpArgs = () => ({ limit: RELATED_COUNT * 2 + 1 });

/** Whether the same category's answer leaves the row short, so the whole catalogue tops it up. */
export const needsTopUp = (product: Product, sameCategory: readonly Product[]) =>
  sameCategory.filter((candidate) => candidate.id !== product.id).length < RELATED_COUNT;

/** undefined while loading. */
export function useRelatedProducts(product: Product | undefined): Product[] | undefined {
  const same = useGetProductsQuery(sameCategoryArgs(product?.category), { skip: !product });
  const sameCategory = (same.data?.products ?? []).filter((candidate) => candidate.id !== product?.id);
  const short =
    product !== undefined && (same.isError || (same.data !== undefined && needsTopUp(product, same.data.products)));
  const all = useGetProductsQuery(topUpArgs(), { skip: !short });
  if (!product || same.isLoading || (short && all.isLoading)) return undefined;
  return pickRelated(product.id, sameCategory, short ? (all.data?.products ?? []) : []);
}
