import { knownPromoCode, PROMO_CODES } from '../../universal/order-totals';
import type { CartPromotion } from '../../universal/contracts/cart';
import type { Product } from '../../universal/product';
import { defaultVariant, singleVariantSku } from '../../universal/variants';
import { catalogueAnswers } from '../../test/catalogue-answers';
import { type ApiAnswer, type ApiHandler, mockApi, type RecordedRequest } from '../../test/mock-api';
import type { CartItem } from '../../entities/cart';

/** A catalogue product for component tests. */
export function testProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Test Product ${id}`,
    price: 10,
    description: '',
    category: 'electronics',
    image: `/catalog/images/${id}.svg`,
    rating: { rate: 4.2, count: 10 },
    // One variant (singleVariantSku's) with plenty on hand, as a list answer describes it.
    sku: `P${id}`,
    stock: 50,
    ...overrides,
  };
}

/** A cart line; without a SKU, its product's single variant's (`P<id>`). */
type TestCartItem = Omit<CartItem, 'sku'> & { sku?: string };

interface ShopState {
  cart?: TestCartItem[];
  /** The promo code the server's cart starts with. */
  promoCode?: string;
  /** Saved product ids (their default variant), or saved variants. */
  wishlist?: (string | { productId: string; sku: string })[];
  products?: Product[];
  /** Extra or replacing handlers, e.g. a failing 'POST /api/cart/remove'. */
  override?: Record<string, ApiHandler>;
}

/**
 * The own API's cart and wish list, kept in memory and answering like the server does (every change
 * answers the whole list), plus the catalogue's product pages for the given products.
 */
export function fakeShop({ cart = [], promoCode, wishlist = [], products = [], override = {} }: ShopState = {}) {
  // As the server: a wish list without a sku names the product's default variant.
  const defaultSku = (productId: string) => {
    const product = products.find((known) => String(known.id) === productId);
    return product ? defaultVariant(product).sku : singleVariantSku(Number(productId));
  };
  const state = {
    cart: cart.map((item): CartItem => ({ ...item, sku: item.sku ?? `P${item.productId}` })),
    promoCode,
    wishlist: wishlist.map((saved) => ({
      ...(typeof saved === 'string' ? { productId: saved, sku: defaultSku(saved) } : saved),
      addedAt: '2026-11-20T09:00:00.000Z',
    })),
  };
  const cartAnswer = (): ApiAnswer => ({
    body:
      state.promoCode === undefined
        ? { items: state.cart }
        : { items: state.cart, promoCode: state.promoCode, ...promotionOf(state.promoCode) },
  });
  const wishlistAnswer = (status = 200): ApiAnswer => ({ status, body: { items: state.wishlist } });
  const body = (request: RecordedRequest) => request.body as { productId: string; sku?: string; quantity?: number };
  /** The SKU a cart body names: its own, or its product's single variant's. */
  const skuOf = (request: RecordedRequest) => body(request).sku ?? `P${body(request).productId}`;

  const handlers: Record<string, ApiHandler> = {
    'GET /api/cart': cartAnswer,
    // As the server after a sign-in: the guest cart's lines (none in these tests) join the account's.
    'POST /api/cart/merge': cartAnswer,
    'POST /api/cart/add': (request) => {
      const { quantity = 1 } = body(request);
      const sku = skuOf(request);
      const line = state.cart.find((item) => item.sku === sku);
      const productId = body(request).productId ?? products.find((p) => p.variants?.some((v) => v.sku === sku))?.id;
      state.cart = line
        ? state.cart.map((item) => (item === line ? { ...item, quantity: item.quantity + quantity } : item))
        : [...state.cart, { productId: String(productId), sku, quantity }];
      return cartAnswer();
    },
    'POST /api/cart/set-quantity': (request) => {
      const { quantity = 0 } = body(request);
      const sku = skuOf(request);
      state.cart =
        quantity <= 0
          ? state.cart.filter((item) => item.sku !== sku)
          : state.cart.map((item) => (item.sku === sku ? { ...item, quantity } : item));
      return cartAnswer();
    },
    'POST /api/cart/remove': (request) => {
      const sku = skuOf(request);
      state.cart = state.cart.filter((item) => item.sku !== sku);
      return cartAnswer();
    },
    'DELETE /api/cart/clear': () => {
      state.cart = [];
      return cartAnswer();
    },
    'PUT /api/cart/promo': (request) => {
      const code = String((request.body as { code?: unknown }).code ?? '').trim();
      if (!knownPromoCode(code)) {
        return {
          status: 400,
          body: { code: 'BAD_REQUEST', message: 'Invalid promo code', errors: { code: 'Invalid promo code' } },
        };
      }
      state.promoCode = code;
      return cartAnswer();
    },
    'DELETE /api/cart/promo': () => {
      state.promoCode = undefined;
      return cartAnswer();
    },
    'GET /api/wishlist': () => wishlistAnswer(),
    'POST /api/wishlist/add': (request) => {
      const { productId, sku = defaultSku(productId) } = body(request);
      if (state.wishlist.some((item) => item.sku === sku)) {
        return { status: 409, body: { code: 'ITEM_ALREADY_IN_WISHLIST', message: 'Item already in wishlist' } };
      }
      state.wishlist = [...state.wishlist, { productId, sku, addedAt: '2026-11-21T10:00:00.000Z' }];
      return wishlistAnswer(201);
    },
    'POST /api/wishlist/remove': (request) => {
      const { productId, sku } = body(request);
      state.wishlist = state.wishlist.filter((item) =>
        sku === undefined ? item.productId !== productId : item.sku !== sku,
      );
      return wishlistAnswer();
    },
    'GET /catalog/products': { body: products },
    ...catalogueAnswers(products),
  };
  const api = mockApi({ ...handlers, ...override });
  return { ...api, state };
}

/**
 * What the server's cart answer says a code gives (issue 35): the spec's codes are seeded as promotions
 * (migration 040), so a fake server answers their terms.
 */
export function promotionOf(code: string): { promotion?: CartPromotion } {
  const known = knownPromoCode(code);
  if (!known) return {};
  const rule = PROMO_CODES[known];
  return {
    promotion:
      rule.kind === 'percent'
        ? { kind: 'percent', percent: rule.percent, minOrderCents: 0 }
        : { kind: 'flat', cents: rule.cents, minOrderCents: 0 },
  };
}
