import type { MessageId } from '../../universal/i18n/messages';
import { authLink } from '../../browser-kit/return-path';

/** The header's fixed destinations (spec §2 Layout), shared by the category strip, the drawer and the footer. */
export interface NavLink {
  /** The link's text, as a catalog id. */
  label: MessageId;
  to: string;
}

export const productsFor = (params: Record<string, string>): string =>
  `/products?${new URLSearchParams(params).toString()}`;

export const CATEGORY_LINKS: readonly NavLink[] = [
  { label: 'category.electronics', to: productsFor({ category: 'electronics' }) },
  { label: 'category.jewelery', to: productsFor({ category: 'jewelery' }) },
  { label: 'category.mensClothing', to: productsFor({ category: "men's clothing" }) },
  { label: 'category.womensClothing', to: productsFor({ category: "women's clothing" }) },
];

export const STRIP_LINKS: readonly NavLink[] = [
  { label: 'nav.allProducts', to: '/products' },
  { label: 'nav.todaysDeals', to: productsFor({ deals: 'true' }) },
  { label: 'nav.prime', to: productsFor({ prime: 'true' }) },
  ...CATEGORY_LINKS,
];

/**
 * The drawer's Quick Search shortcuts: plain searches, so 'Clothing' spans men's and women's. 'Jewelry' searches
 * for 'jewel' because the catalogue spells its category 'jewelery' and no product text says 'jewelry'.
 */
export const QUICK_SEARCHES: readonly NavLink[] = [
  { label: 'nav.quick.electronics', to: productsFor({ search: 'electronics' }) },
  { label: 'nav.quick.clothing', to: productsFor({ search: 'clothing' }) },
  { label: 'nav.quick.jewelry', to: productsFor({ search: 'jewel' }) },
];

export function accountLinks(signedIn: boolean): NavLink[] {
  return [
    { label: 'nav.yourAccount', to: signedIn ? '/account' : authLink('/auth/login', '/account') },
    { label: 'nav.yourProfile', to: '/profile' },
    { label: 'nav.yourOrders', to: '/orders' },
    { label: 'nav.yourWishList', to: '/wishlist' },
    { label: 'nav.yourCart', to: '/cart' },
  ];
}

/** 'Hello, Ann' from 'Ann Smith'. */
export function greetingName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Spec §9: the cart badge caps at 9+. */
export function cartBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}
