import type { RootState } from '../../app/store';
import { HERO_IMAGE } from '../../features/catalogue/home/hero';
import { TOP_DEALS_QUERY } from '../../features/catalogue/home/TopDeals';
import { listTitle, readListView, toProductQuery, writeListView } from '../../features/catalogue/list-view';
import { catalogueApi } from '../../entities/product';
import { categoryName } from '../../shared/i18n/category-names';
import { type Locale, localizedPath } from '../../shared/i18n/locale';
import type { Product } from '../../shared/product';
import { SHOP_NAME } from '../../shared/use-document-title';
import type { RenderedScreen } from './page-data';
import { serverIntl } from './server-messages';

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
  const intl = serverIntl(locale);
  if (!product) {
    return {
      title: intl.formatMessage({ id: 'product.documentTitle.notFound' }),
      description: intl.formatMessage({ id: 'head.shopDescription' }),
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
        { name: intl.formatMessage({ id: 'product.breadcrumb.home' }), path: inLanguage('/') },
        { name: intl.formatMessage({ id: 'product.breadcrumb.products' }), path: inLanguage('/products') },
        { name: categoryName(product.category, intl.formatMessage), path: inLanguage(categoryPath) },
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
  const intl = serverIntl(locale);
  // The list's name in the page's language, as the screen's heading says it.
  const name = listTitle(view, intl.formatMessage);
  const title =
    view.page > 1 ? intl.formatMessage({ id: 'head.listPageTitle' }, { title: name, page: view.page }) : name;
  const examples = intl.formatList(products.slice(0, 3).map((product) => product.title));
  const counted = { title: name, shop: SHOP_NAME, total: page?.total ?? 0 };
  return {
    title,
    description: clip(
      products.length
        ? intl.formatMessage({ id: 'head.listDescriptionWithExamples' }, { ...counted, examples })
        : intl.formatMessage({ id: 'head.listDescription' }, counted),
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
        name,
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
  const intl = serverIntl(locale);
  const shopDescription = intl.formatMessage({ id: 'head.shopDescription' });
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
        title: intl.formatMessage({ id: 'home.documentTitle' }),
        description: shopDescription,
        canonicalPath: '/',
        indexable: true,
        image: deals?.products[0] && new URL(deals.products[0].image, origin).href,
        preloadImage: HERO_IMAGE.src,
        type: 'website',
        jsonLd: [
          { '@context': 'https://schema.org', '@type': 'WebSite', name: SHOP_NAME, url: `${origin}/` },
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: intl.formatMessage({ id: 'list.title.deals' }),
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
        title: intl.formatMessage({
          id: screen === 'login' ? 'auth.login.documentTitle' : 'auth.signup.documentTitle',
        }),
        description: intl.formatMessage({
          id: screen === 'login' ? 'auth.login.description' : 'auth.signup.description',
        }),
        canonicalPath: options.path,
        indexable: false,
        jsonLd: [],
        type: 'website',
      };
    case 'help':
      return {
        title: intl.formatMessage({ id: 'help.documentTitle' }),
        description: intl.formatMessage({ id: 'help.description' }),
        canonicalPath: '/help',
        indexable: true,
        jsonLd: [],
        type: 'website',
      };
    default:
      return {
        title: intl.formatMessage({ id: 'notFound.documentTitle' }),
        description: shopDescription,
        canonicalPath: options.path,
        indexable: false,
        jsonLd: [],
        type: 'website',
      };
  }
}
