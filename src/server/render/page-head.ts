import type { RootState } from '../../app/store';
import { TOP_DEALS_QUERY } from '../../features/catalogue/home/TopDeals';
import { capitalise, listTitle, readListView, toProductQuery, writeListView } from '../../features/catalogue/list-view';
import { catalogueApi } from '../../features/catalogue';
import { type Locale, localizedPath } from '../../shared/i18n/locale';
import type { Product } from '../../shared/product';
import { SHOP_NAME } from '../../shared/use-document-title';
import type { RenderedScreen } from './page-data';

/** What a page tells search engines and link previews, before it is written out as tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Path and query of the page's canonical URL, without the language prefix. */
  canonicalPath: string;
  indexable: boolean;
  image?: string;
  /** The first screen's picture, hinted with preload so it starts with the HTML. */
  preloadImage?: string;
  jsonLd: object[];
  type: 'website' | 'product';
}

const SHOP_DESCRIPTION =
  'Shop electronics, jewelery and clothing with fast delivery to Egypt. Free delivery on orders over $50.';

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text);

function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
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

function productHead(origin: string, locale: Locale, product: Product | undefined, id: string): PageHead {
  if (!product) {
    return {
      title: 'Product not found',
      description: SHOP_DESCRIPTION,
      canonicalPath: `/product/${id}`,
      indexable: false,
      jsonLd: [],
      type: 'website',
    };
  }
  const path = `/product/${product.id}`;
  const image = new URL(product.image, origin).href;
  const categoryPath = `/products?${new URLSearchParams({ category: product.category })}`;
  const inLanguage = (p: string) => localizedPath(p, locale);
  return {
    title: product.title,
    description: clip(product.description),
    canonicalPath: path,
    indexable: true,
    image,
    preloadImage: product.image,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        description: product.description,
        image: [image],
        sku: String(product.id),
        category: product.category,
        url: `${origin}${inLanguage(path)}`,
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: `${origin}${inLanguage(path)}`,
        },
        ...(product.rating.count > 0 && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.rate,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
      },
      breadcrumbs(origin, [
        { name: 'Home', path: inLanguage('/') },
        { name: 'Products', path: inLanguage('/products') },
        { name: capitalise(product.category), path: inLanguage(categoryPath) },
        { name: product.title, path: inLanguage(path) },
      ]),
    ],
  };
}

function listHead(origin: string, locale: Locale, state: RootState, search: URLSearchParams): PageHead {
  const view = readListView(search);
  const page = catalogueApi.endpoints.getProducts.select(toProductQuery(view))(state).data;
  const products = page?.products ?? [];
  const query = writeListView(view).toString();
  const canonicalPath = `/products${query ? `?${query}` : ''}`;
  // What a shopper came for (a category, the deals, a page of them) is worth indexing; searches,
  // refinements and re-sorts of it are endless combinations of the same products.
  const refined = Boolean(view.search || view.brands.length || view.price || view.rating || view.sort !== 'featured');
  const title = view.page > 1 ? `${listTitle(view)} (page ${view.page})` : listTitle(view);
  return {
    title,
    description: clip(
      `${listTitle(view)} at ${SHOP_NAME}: ${page?.total ?? 0} products${
        products.length
          ? `, including ${products
              .slice(0, 3)
              .map((p) => p.title)
              .join(', ')}`
          : ''
      }.`,
    ),
    canonicalPath,
    indexable: !refined && products.length > 0,
    image: products[0] && new URL(products[0].image, origin).href,
    preloadImage: products[0]?.image,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: listTitle(view),
        numberOfItems: products.length,
        itemListElement: products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${origin}${localizedPath(`/product/${product.id}`, locale)}`,
          name: product.title,
        })),
      },
    ],
  };
}

/** Title, description, canonical URL, indexing and structured data of one rendered page. */
export function pageHead(options: {
  origin: string;
  locale: Locale;
  screen: RenderedScreen;
  productId?: string;
  path: string;
  search: URLSearchParams;
  state: RootState;
}): PageHead {
  const { origin, locale, screen, state } = options;
  switch (screen) {
    case 'productDetail': {
      const id = options.productId ?? '';
      return productHead(origin, locale, catalogueApi.endpoints.getProduct.select(id)(state).data, id);
    }
    case 'productList':
      return listHead(origin, locale, state, options.search);
    case 'home': {
      const deals = catalogueApi.endpoints.getProducts.select(TOP_DEALS_QUERY)(state).data;
      return {
        title: 'Online shopping for electronics, jewelery and clothing',
        description: SHOP_DESCRIPTION,
        canonicalPath: '/',
        indexable: true,
        image: deals?.products[0] && new URL(deals.products[0].image, origin).href,
        type: 'website',
        jsonLd: [
          { '@context': 'https://schema.org', '@type': 'WebSite', name: SHOP_NAME, url: `${origin}/` },
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: "Today's Deals",
            itemListElement: (deals?.products ?? []).map((product, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: `${origin}${localizedPath(`/product/${product.id}`, locale)}`,
              name: product.title,
            })),
          },
        ],
      };
    }
    case 'login':
    case 'signup':
      return {
        title: screen === 'login' ? 'Sign in' : 'Create account',
        description: `${screen === 'login' ? 'Sign in to' : 'Create'} your ${SHOP_NAME} account.`,
        canonicalPath: options.path,
        indexable: false,
        jsonLd: [],
        type: 'website',
      };
    default:
      return {
        title: 'Page not found',
        description: SHOP_DESCRIPTION,
        canonicalPath: options.path,
        indexable: false,
        jsonLd: [],
        type: 'website',
      };
  }
}
