/** The header's fixed destinations (spec §2 Layout), shared by the category strip, the drawer and the footer. */
/** Spec §1: the shop delivers to one destination, and a banner (text only) advertises free delivery. */
export const DELIVERY_DESTINATION = 'Egypt';
export const FREE_DELIVERY_BANNER = 'Free delivery on orders over $50';

export interface NavLink {
  label: string;
  to: string;
}

export const productsFor = (params: Record<string, string>): string =>
  `/products?${new URLSearchParams(params).toString()}`;

export const CATEGORY_LINKS: readonly NavLink[] = [
  { label: 'Electronics', to: productsFor({ category: 'electronics' }) },
  { label: 'Jewelery', to: productsFor({ category: 'jewelery' }) },
  { label: "Men's Clothing", to: productsFor({ category: "men's clothing" }) },
  { label: "Women's Clothing", to: productsFor({ category: "women's clothing" }) },
];

export const STRIP_LINKS: readonly NavLink[] = [
  { label: 'All Products', to: '/products' },
  { label: "Today's Deals", to: productsFor({ deals: 'true' }) },
  { label: 'Prime', to: productsFor({ prime: 'true' }) },
  ...CATEGORY_LINKS,
];

/**
 * The drawer's Quick Search shortcuts: plain searches, so 'Clothing' spans men's and women's. 'Jewelry' searches
 * for 'jewel' because the catalogue spells its category 'jewelery' and no product text says 'jewelry'.
 */
export const QUICK_SEARCHES: readonly NavLink[] = [
  { label: 'Electronics', to: productsFor({ search: 'electronics' }) },
  { label: 'Clothing', to: productsFor({ search: 'clothing' }) },
  { label: 'Jewelry', to: productsFor({ search: 'jewel' }) },
];

export function accountLinks(signedIn: boolean): NavLink[] {
  return [
    { label: 'Your Account', to: signedIn ? '/account' : '/auth/login' },
    { label: 'Your Profile', to: '/profile' },
    { label: 'Your Orders', to: '/orders' },
    { label: 'Your Wish List', to: '/wishlist' },
    { label: 'Your Cart', to: '/cart' },
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
