import { catalogueApi, type ProductPage, withLanguage } from '../../../entities/product';
import { bestInArgs } from '../home/BestInPanel';
import { tileArgs } from '../home/CategoryTile';
import { HERO_IMAGE } from '../home/hero';
import { TOP_DEALS_QUERY } from '../home/TopDeals';
import { HOME_CATEGORIES } from '../screens/HomePage';
import { SHOP_NAME } from '../../../browser-kit/use-document-title';
import type { ServerRendering } from '../../../browser-kit/route-entry';
import { listItems } from './head-parts';

/** Home: the deals strip, and each home category's tile and 'Best in' panel. */
const home: ServerRendering<ProductPage | undefined> = {
  chunk: 'screen-home',
  async prefetch(store, { locale }) {
    const products = (args: Parameters<typeof catalogueApi.endpoints.getProducts.initiate>[0]) =>
      store.dispatch(catalogueApi.endpoints.getProducts.initiate(withLanguage(args, locale)));
    const deals = products(TOP_DEALS_QUERY);
    const categories = (await store.dispatch(catalogueApi.endpoints.getCategories.initiate())).data ?? [];
    await Promise.all(
      categories
        .slice(0, HOME_CATEGORIES)
        .flatMap((category) => [products(tileArgs(category)), products(bestInArgs(category))]),
    );
    return (await deals).data;
  },
  head(deals, { intl, origin, locale }) {
    return {
      title: intl.formatMessage({ id: 'home.documentTitle' }),
      description: intl.formatMessage({ id: 'head.shopDescription' }),
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
          itemListElement: listItems(origin, locale, deals?.products ?? []),
        },
      ],
    };
  },
  sitemap: () => ['/'],
};
export default home;
