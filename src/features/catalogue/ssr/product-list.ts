import {
  CARD_PICTURE_PX,
  cardPicture,
  catalogueApi,
  picturePixels,
  type ProductPage,
  withLanguage,
} from '../../../entities/product';
import {
  activeFilterCount,
  facetQuery,
  type ListView,
  listTitle,
  readListView,
  toProductQuery,
  writeListView,
} from '../list-view';
import { SHOP_NAME } from '../../../browser-kit/use-document-title';
import type { ServerRendering } from '../../../browser-kit/route-entry';
import { clip, listItems } from './head-parts';
import type { ManagedNames } from '../../../universal/i18n/category-names';

interface ListData {
  view: ListView;
  page: ProductPage | undefined;
  /** The owners' category names (the title names the category). */
  names: ManagedNames | undefined;
}

/** /products: the page of products and the facet counts, both read from the URL as the screen reads them. */
const productList: ServerRendering<ListData> = {
  chunk: 'screen-product-list',
  async prefetch(store, { search, locale }) {
    const view = readListView(search);
    const [page, names] = await Promise.all([
      store.dispatch(catalogueApi.endpoints.getProducts.initiate(withLanguage(toProductQuery(view), locale))),
      store.dispatch(catalogueApi.endpoints.getCategoryNames.initiate()),
      store.dispatch(catalogueApi.endpoints.getFacets.initiate(withLanguage(facetQuery(view), locale))),
    ]);
    return { view, page: page.data, names: names.data };
  },
  head({ view, page, names }, { intl, origin, locale }) {
    const products = page?.products ?? [];
    const query = writeListView(view).toString();
    // What a shopper came for (a category, the deals, a page of them) is worth indexing; searches,
    // refinements and re-sorts of it are endless combinations of the same products.
    const refined = Boolean(view.search || activeFilterCount(view) > 0 || view.sort !== 'featured');
    // The list's name in the page's language, as the screen's heading says it.
    const name = listTitle(view, intl.formatMessage, { names, language: locale });
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
      canonicalPath: `/products${query ? `?${query}` : ''}`,
      indexable: !refined && products.length > 0,
      image: products[0] && new URL(cardPicture(products[0]), origin).href,
      preloadImage: products[0] && cardPicture(products[0]),
      preloadImageSizes: picturePixels(CARD_PICTURE_PX),
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name,
          numberOfItems: products.length,
          itemListElement: listItems(origin, locale, products),
        },
      ],
    };
  },
  // All products, today's deals and each category's list.
  sitemap: (categories) => [
    '/products',
    '/products?deals=true',
    ...categories.map((category) => `/products?${new URLSearchParams({ category })}`),
  ],
};
export default productList;
