/** What each load scenario sends. Runs inside the load-generator process (bench/load.ts). */

export interface BenchUser {
  token: string;
}

export interface LoadSetup {
  baseUrl: string;
  productCount: number;
  /** Variants in stock that the cart scenarios add (Prepared.skus). */
  skus: string[];
  users: BenchUser[];
  /** baseline-bytes: the size of the body the bare server sends (a cached page's, compressed). */
  bodyBytes?: number;
}

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

/** The words the synthetic catalogue is made of (synthetic-catalogue.ts), plus misses. */
const WORDS = [
  'nordvik',
  'aurelo',
  'kestrel',
  'lumen',
  'halden',
  'corvo',
  'veltra',
  'ostara',
  'brisa',
  'tamsin',
  'quill',
  'marlow',
  'classic',
  'compact',
  'premium',
  'everyday',
  'slim',
  'vintage',
  'modern',
  'travel',
  'essential',
  'lightweight',
  'headphones',
  'monitor',
  'keyboard',
  'power bank',
  'smartwatch',
  'necklace',
  'bracelet',
  'earrings',
  'jacket',
  'hoodie',
  'jeans',
  'sweater',
  'dress',
  'blouse',
  'cardigan',
  'raincoat',
  'jumpsuit',
  'scarf',
  'backpack',
  'cotton',
];
const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"];
const ORDERS = ['featured', 'price-low-high', 'price-high-low', 'rating', 'name-a-z', 'name-z-a'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);

/**
 * Lines a shopper's cart holds in the cart scenarios. Before, cart-add drew from the whole catalogue,
 * so each cart grew by its add rate (about 90 lines after 6 s) and cart-read, which ran next, measured
 * 90-line carts: a faster add made a slower read. Now each shopper adds to the same few products and
 * the read finds carts of exactly this size, whatever ran before.
 */
export const CART_LINES = 10;

/** The variants in shopper `index`'s cart, spread over the stocked SKUs. */
export function cartSkus(index: number, skus: readonly string[]): string[] {
  return Array.from(
    { length: Math.min(CART_LINES, skus.length) },
    (_, line) => skus[(index * 7919 + line * 104_729) % skus.length] as string,
  );
}

/**
 * A product-list query a shopper might send: a word, two adjacent words or an item number (which
 * makes most queries unique), with a random order and page, and sometimes a category, price band,
 * deals or rating filter.
 */
export function searchQuery(productCount: number): string {
  const roll = Math.random();
  const search =
    roll < 0.45
      ? pick(WORDS)
      : roll < 0.7
        ? `${pick(WORDS.slice(0, 12))} ${pick(WORDS.slice(12, 22))}`
        : `item ${randomInt(productCount)}`;
  const params = new URLSearchParams({
    search,
    order: pick(ORDERS),
    limit: '24',
    offset: String(24 * Math.floor(Math.random() * 5)),
  });
  if (Math.random() < 0.3) params.set('category', pick(CATEGORIES));
  if (Math.random() < 0.2) {
    const low = Math.floor(Math.random() * 300);
    params.set('minPrice', String(low));
    params.set('maxPrice', String(low + 100));
  }
  if (Math.random() < 0.15) params.set('deals', 'true');
  if (Math.random() < 0.1) params.set('minRating', String(randomInt(4)));
  return `/catalog/products?${params}`;
}

const json = { 'content-type': 'application/json' };
const CHECKOUT_FORM = {
  shippingAddress: {
    name: 'Amira Hassan',
    phone: '01012345678',
    street: '12 Nile Corniche',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
  },
  paymentMethod: 'credit-card',
  deliveryOption: 'standard',
};

let slots = 0;
let keys = 0;

/** Each connection works through its own share of the users, so no two connections share a cart. */
function userOf(setup: LoadSetup, context: Record<string, unknown>, connections: number): BenchUser {
  if (context.slot === undefined) {
    context.slot = slots++;
    context.turn = 0;
  }
  const slot = context.slot as number;
  const perSlot = Math.max(1, Math.floor(setup.users.length / connections));
  const turn = (context.turn as number) % perSlot;
  return setup.users[(slot + turn * connections) % setup.users.length] as BenchUser;
}

const bearer = (user: BenchUser) => ({ authorization: `Bearer ${user.token}` });

/** What every browser says it accepts: rendered pages are then sent compressed, as shoppers get them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** The popular product pages of the cached-page scenario. */
export const CACHED_PAGES = Array.from({ length: 50 }, (_, index) => `/product/${index + 1}`);

/**
 * Renders each cached page once, so the scenario measures cache hits rather than first renders, and
 * answers the pages' mean size as sent to a browser (compressed), for the same-bytes yardstick.
 */
export async function warmPages(baseUrl: string): Promise<number> {
  let bytes = 0;
  for (const page of CACHED_PAGES) {
    const response = await fetch(`${baseUrl}${page}`, { headers: BROWSER_HEADERS });
    const body = await response.arrayBuffer();
    bytes += Number(response.headers.get('content-length') ?? body.byteLength);
  }
  return Math.round(bytes / CACHED_PAGES.length);
}

/**
 * What a shopper has typed so far in the header search: the start of a word (2 letters up to the whole
 * word), sometimes after a first whole word, or the start of an item number (most of them unique, so
 * few answers come from the cache).
 */
export function suggestQuery(productCount: number): string {
  const roll = Math.random();
  const word = pick(WORDS);
  const typed = word.slice(0, 2 + Math.floor(Math.random() * (word.length - 1)));
  const q =
    roll < 0.5 ? typed : roll < 0.7 ? `${pick(WORDS.slice(0, 12))} ${typed}` : `item ${randomInt(productCount)}`;
  return `/catalog/suggest?${new URLSearchParams({ q })}`;
}

export function scenarioRequests(name: string, setup: LoadSetup, connections: number): AutocannonRequest[] {
  const productPath = () => `/catalog/products/${randomInt(setup.productCount)}`;
  switch (name) {
    case 'baseline':
      return [{ method: 'GET', path: '/' }];
    case 'baseline-bytes':
      return [{ method: 'GET', path: `/bytes/${setup.bodyBytes ?? 0}` }];
    case 'list':
      return [{ method: 'GET', path: '/catalog/products?limit=24' }];
    case 'product':
      return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: productPath() }) }];
    case 'page-cached': {
      // A few popular product pages: after the warm-up (warmPages) every request is a rendered-HTML cache hit.
      let next = 0;
      return [
        {
          method: 'GET',
          headers: BROWSER_HEADERS,
          setupRequest: (request) => ({ ...request, path: CACHED_PAGES[next++ % CACHED_PAGES.length] }),
        },
      ];
    }
    case 'page-uncached':
      // Random pages of the whole catalogue: nearly every request is a fresh server render.
      return [
        {
          method: 'GET',
          headers: BROWSER_HEADERS,
          setupRequest: (request) => ({ ...request, path: `/product/${randomInt(setup.productCount)}` }),
        },
      ];
    case 'page-list':
      // Random pages of the whole catalogue's list: nearly every request is a fresh server render.
      return [
        {
          method: 'GET',
          headers: BROWSER_HEADERS,
          setupRequest: (request) => ({
            ...request,
            path: `/products?page=${randomInt(Math.max(1, Math.floor(setup.productCount / 24)))}`,
          }),
        },
      ];
    case 'categories':
      return [{ method: 'GET', path: '/catalog/products/categories' }];
    case 'search':
      return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: searchQuery(setup.productCount) }) }];
    case 'suggest':
      return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: suggestQuery(setup.productCount) }) }];
    case 'cart-read':
      return [
        {
          method: 'GET',
          path: '/api/cart',
          setupRequest: (request) => ({ ...request, headers: bearer(pick(setup.users)) }),
        },
      ];
    case 'cart-add':
      return [
        {
          method: 'POST',
          path: '/api/cart/add',
          setupRequest: (request) => {
            const index = randomInt(setup.users.length) - 1;
            return {
              ...request,
              headers: { ...json, ...bearer(setup.users[index] as BenchUser) },
              body: JSON.stringify({ sku: pick(cartSkus(index, setup.skus)), quantity: 1 }),
            };
          },
        },
      ];
    case 'checkout':
      // One order per pair: an item into this connection's next user's cart, then checkout.
      return [
        {
          method: 'POST',
          path: '/api/cart/add',
          setupRequest: (request, context) => {
            context.turn = ((context.turn as number | undefined) ?? -1) + 1;
            const user = userOf(setup, context, connections);
            context.user = user;
            return {
              ...request,
              headers: { ...json, ...bearer(user) },
              body: JSON.stringify({ sku: pick(setup.skus), quantity: 1 }),
            };
          },
          // The cart as the add answered it: the checkout confirms that version, as the checkout page does.
          onResponse: (_status, body, context) => {
            context.cartVersion = (JSON.parse(body) as { version?: number }).version;
          },
        },
        {
          method: 'POST',
          path: '/api/orders/checkout',
          setupRequest: (request, context) => ({
            ...request,
            headers: {
              ...json,
              ...bearer(context.user as BenchUser),
              'idempotency-key': `bench-${process.pid}-${(keys += 1)}`,
            },
            body: JSON.stringify({ ...CHECKOUT_FORM, cartVersion: context.cartVersion }),
          }),
        },
      ];
    default:
      throw new Error(`unknown scenario ${name}`);
  }
}
