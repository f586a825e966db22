import { useEffect, useMemo, useState } from 'react';
import type { CartPromotion } from '../../universal/contracts/cart';
import { useCatalogueProducts } from '../product';
import { itemCount } from '../../universal/pricing';
import { fallbackProduct, type Product } from '../../universal/product';
import type { StockAdjustment } from '../../universal/contracts/cart';
import type { Variant } from '../../universal/contracts/catalogue';
import { picturesOf, variantBySku, variantLabel } from '../../universal/variants';
import type { CartItem } from './cart-api';
import { useCartItems } from './use-cart-items';

export interface CartLine extends CartItem {
  /** The product as this line's variant sells it: the variant's price, price list, list price and first picture. */
  product: Product;
  /** The line's variant, once its product has loaded. */
  variant: Variant | undefined;
  /** The variant's values ("Navy / M"); '' for a product without options or not loaded. */
  label: string;
}

/** A line the server lowered to what is on hand, or dropped (`to` 0), with the product's title. */
export interface StockNotice extends StockAdjustment {
  title: string;
  label: string;
}

export interface CartState {
  lines: CartLine[];
  /** Units, not lines (spec §9). */
  count: number;
  /** The promo code applied to the cart on the server, if any. */
  promoCode: string | undefined;
  /** What that code gives, from the server (the shop's promotions): the cart and checkout price by it. */
  promotion: CartPromotion | undefined;
  /** The server's version of the cart these lines are (what checkout confirms); undefined until loaded. */
  version: number | undefined;
  /** True while the cart loads or any change to it is on its way (spec §4). */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** Loads the cart again after a failure. */
  retry: () => void;
  /** Lines the server fitted to the stock on hand since this screen was opened (said once, kept here). */
  stockNotices: StockNotice[];
}

/** A cart line with its product as its variant sells it. */
function lineOf(item: CartItem, loaded: Product | undefined): CartLine {
  const product = loaded ?? fallbackProduct(item.productId);
  const variant = loaded ? variantBySku(loaded, item.sku) : undefined;
  if (!loaded || !variant) return { ...item, product, variant, label: '' };
  const { listPrice: _listPrice, prices: _prices, ...fields } = product;
  return {
    ...item,
    product: {
      ...fields,
      price: variant.price,
      ...(variant.listPrice === undefined ? {} : { listPrice: variant.listPrice }),
      ...(variant.prices && { prices: variant.prices }),
      image: picturesOf(product, variant)[0] ?? product.image,
    },
    variant,
    label: variantLabel(product, variant),
  };
}

/**
 * The adjustments the cart's reads have answered since the screen was opened: the server says each
 * once, in the answer of the read that made it, and a later change's answer replaces that answer.
 */
function useAdjustments(adjustments: readonly StockAdjustment[] | undefined): StockAdjustment[] {
  const [kept, setKept] = useState<StockAdjustment[]>([]);
  useEffect(() => {
    if (!adjustments?.length) return;
    setKept((before) => [...before.filter((old) => !adjustments.some((now) => now.sku === old.sku)), ...adjustments]);
  }, [adjustments]);
  return kept;
}

/** The cart with each line's product from the catalogue (or the spec §3 fallback). */
export function useCart(): CartState {
  const { items, promoCode, promotion, version, adjustments, isLoading, isError, error, retry } = useCartItems();
  const fitted = useAdjustments(adjustments);
  const products = useCatalogueProducts([
    ...items.map((item) => item.productId),
    ...fitted.map((notice) => notice.productId),
  ]);
  const lines = useMemo(
    () => items.map((item) => lineOf(item, products.byId.get(item.productId))),
    [items, products.byId],
  );
  const stockNotices = useMemo(
    () =>
      fitted.map((notice) => {
        const line = lineOf({ ...notice, quantity: notice.from }, products.byId.get(notice.productId));
        return { ...notice, title: line.product.title, label: line.label };
      }),
    [fitted, products.byId],
  );
  return {
    lines,
    count: itemCount(items),
    promoCode,
    promotion,
    version,
    isLoading: isLoading || products.isLoading,
    isError,
    error,
    retry,
    stockNotices,
  };
}
