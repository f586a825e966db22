import { type Locale, localizedPath } from '../../../universal/i18n/locale';
import type { Product } from '../../../universal/product';

/** A description as search results show it: at most 160 characters. */
export const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text);

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** The products of a list as JSON-LD ListItems linking to their pages in the page's language. */
export const listItems = (origin: string, locale: Locale, products: readonly Product[]) =>
  products.map((product, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    url: `${origin}${localizedPath(`/product/${product.id}`, locale)}`,
    name: product.title,
  }));
