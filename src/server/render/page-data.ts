import type { AppStore } from '../../app/store';
import { TILE_FEED } from '../../features/catalogue/home/CategoryTile';
import { TOP_DEALS_QUERY } from '../../features/catalogue/home/TopDeals';
import { RELATED_COUNT } from '../../features/catalogue/detail/product-page';
import { HOME_CATEGORIES } from '../../features/catalogue/screens/HomePage';
import { facetQuery, readListView, toProductQuery } from '../../features/catalogue/list-view';
import { catalogueApi } from '../../entities/product';
import { CHARGE_CURRENCY, type Currency } from '../../shared/i18n/money';
import type { ProductListParams } from '../../shared/product-query';

/** The public screens the server renders; every other route is served as the client-rendered shell. */
export type RenderedScreen = 'home' | 'productList' | 'productDetail' | 'login' | 'signup' | 'help' | 'notFound';

/**
 * Which screen a path (without its language prefix) is, or undefined for client-rendered routes
 * (signed-in screens, password reset: their URLs may carry a token and are never cached).
 */
export function screenOf(path: string): { screen: RenderedScreen; productId?: string } | undefined {
  if (path === '/' || path === '/Home') return { screen: 'home' };
  if (path === '/products') return { screen: 'productList' };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return { screen: 'productDetail', productId: decodeURIComponent(product[1] ?? '') };
  if (path === '/auth/login') return { screen: 'login' };
  if (path === '/auth/signup') return { screen: 'signup' };
  if (path === '/help') return { screen: 'help' };
  const signedInOrToken =
    /^\/(cart|checkout|wishlist|orders|order-success|profile|account|review)(\/|$)/.test(path) ||
    /^\/auth\/(forgot-password|reset-password)(\/|$)/.test(path);
  return signedInOrToken ? undefined : { screen: 'notFound' };
}

/**
 * Loads into the store exactly the catalogue queries the screen's components ask for (same
 * arguments, hence the same cache keys), so the render finds them answered and the client,
 * given this state, fetches nothing again.
 */
export async function loadScreenData(
  store: AppStore,
  screen: RenderedScreen,
  search: URLSearchParams,
  productId?: string,
  currency?: Currency,
): Promise<void> {
  const products = (params: ProductListParams) => store.dispatch(catalogueApi.endpoints.getProducts.initiate(params));
  const categoriesQuery = store.dispatch(catalogueApi.endpoints.getCategories.initiate());
  const waits: Promise<unknown>[] = [categoriesQuery];
  // Prices in another currency than the charged one need the rates (ShopperLocaleProvider asks for them).
  if (currency && currency !== CHARGE_CURRENCY) waits.push(store.dispatch(catalogueApi.endpoints.getRates.initiate()));
  if (screen === 'home') {
    waits.push(products(TOP_DEALS_QUERY));
    const categories = (await categoriesQuery).data ?? [];
    for (const category of categories.slice(0, HOME_CATEGORIES)) {
      waits.push(products({ category, limit: TILE_FEED }), products({ category, order: 'rating', limit: 4 }));
    }
  } else if (screen === 'productList') {
    const view = readListView(search);
    waits.push(
      products(toProductQuery(view)),
      store.dispatch(catalogueApi.endpoints.getFacets.initiate(facetQuery(view))),
    );
  } else if (screen === 'productDetail' && productId !== undefined) {
    const product = (await store.dispatch(catalogueApi.endpoints.getProduct.initiate(productId))).data;
    if (product) {
      // useRelatedProducts: the same category first, the whole catalogue when that is too short.
      const same = (await products({ category: product.category, limit: RELATED_COUNT + 1 })).data?.products ?? [];
      if (same.filter((candidate) => candidate.id !== product.id).length < RELATED_COUNT) {
        waits.push(products({ limit: RELATED_COUNT * 2 + 1 }));
      }
    }
  }
  await Promise.all(waits);
}
