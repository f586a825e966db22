import { catalogueApi, productArgs, withLanguage } from '../../../entities/product';
import { needsTopUp, sameCategoryArgs, topUpArgs } from '../detail/related';
import { categoryName, type ManagedNames } from '../../../universal/i18n/category-names';
import { localizedPath } from '../../../universal/i18n/locale';
import type { Product } from '../../../universal/product';
import type { ServerRendering } from '../../../browser-kit/route-entry';
import { breadcrumbs, clip } from './head-parts';
import { productJsonLd } from './product-json-ld';
import { MAIN_PICTURE_SIZES } from '../detail/gallery/picture-sizes';
import { shownPictures } from '../detail/gallery/shown-pictures';

/** The product, and the owners' category names its breadcrumbs read. */
interface ProductPageData {
  product: Product | undefined;
  names: ManagedNames | undefined;
}

/** /product/{id}: the product, then its related products as useRelatedProducts asks for them. */
const productDetail: ServerRendering<ProductPageData> = {
  chunk: 'screen-product-detail',
  async prefetch(store, { params, locale }) {
    const names = store.dispatch(catalogueApi.endpoints.getCategoryNames.initiate());
    const products = (args: Parameters<typeof catalogueApi.endpoints.getProducts.initiate>[0]) =>
      store.dispatch(catalogueApi.endpoints.getProducts.initiate(withLanguage(args, locale)));
    const product = (
      await store.dispatch(catalogueApi.endpoints.getProduct.initiate(productArgs(params.id ?? '', locale)))
    ).data;
    if (product) {
      const same = (await products(sameCategoryArgs(product.category))).data?.products ?? [];
      if (needsTopUp(product, same)) await products(topUpArgs());
    }
    return { product, names: (await names).data };
  },
  head({ product, names }, { intl, origin, locale, params, search }) {
    if (!product) {
      return {
        title: intl.formatMessage({ id: 'product.documentTitle.notFound' }),
        description: intl.formatMessage({ id: 'head.shopDescription' }),
        canonicalPath: `/product/${params.id ?? ''}`,
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
      // The SEO words an owner gave it (decision 0125), else its title and description.
      title: product.seo?.title ?? product.title,
      description: product.seo?.description ?? clip(product.description),
      canonicalPath: path,
      indexable: true,
      image,
      // The gallery's first picture for the URL's choice, by the same srcset and sizes as its <img>.
      preloadImage: shownPictures(product, search)[0],
      preloadImageSizes: MAIN_PICTURE_SIZES,
      type: 'product',
      jsonLd: [
        productJsonLd(product, { origin, url: `${origin}${inLanguage(path)}` }),
        breadcrumbs(origin, [
          { name: intl.formatMessage({ id: 'product.breadcrumb.home' }), path: inLanguage('/') },
          { name: intl.formatMessage({ id: 'product.breadcrumb.products' }), path: inLanguage('/products') },
          {
            name: categoryName(product.category, intl.formatMessage, { names, language: locale }),
            path: inLanguage(categoryPath),
          },
          { name: product.title, path: inLanguage(path) },
        ]),
      ],
    };
  },
  // A product that does not exist is answered 404 (its page says so); products are in their own sitemaps.
  status: ({ product }) => (product ? 200 : 404),
};
export default productDetail;
