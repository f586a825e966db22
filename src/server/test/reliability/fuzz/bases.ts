import { randomBytes } from 'node:crypto';
import { passwordResets } from '../../../modules/auth/password-resets';
import { cartRepository } from '../../../modules/cart';
import { sessions } from '../../../modules/auth/sessions';
import { fillCart, placeTestOrder, VALID_CHECKOUT } from '../../checkout-test-support';
import { sessionIdOf } from '../../../modules/auth/test-support';
import { addressBook } from '../../../modules/addresses/repository';
import { createTestUser, type TestApp, type TestUser } from '../../harness';
import type { Endpoint, SchemaNode } from './endpoints';

/**
 * A valid request per endpoint, so that each mutation changes one thing and the rest of the
 * request gets past the checks in front of it: mutations then reach the validation and the
 * database code behind it instead of stopping at the first missing field.
 */
export interface EndpointBase {
  params: Record<string, string>;
  query: Record<string, string>;
  /** A fresh body per case (emails and new passwords must not repeat). */
  body: () => Record<string, unknown> | undefined;
  headers: () => Record<string, string>;
  /** Puts back what an accepted case used up (the cart a checkout emptied). */
  before?: () => Promise<void>;
  /** Values this endpoint must refuse for a field, beyond those no field of its type accepts. */
  invalid: Record<string, unknown[]>;
  /** Invalid query values. */
  invalidQuery: Record<string, string[]>;
  /** Path parameters that are free text: a 200 with an empty list is the right answer to odd text. */
  freeTextParams: string[];
  /** After a 2xx: keep the session working (a password change issues a new token). */
  afterAccepted?: (answer: unknown, body: unknown) => void;
  user: TestUser;
}

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence += 1)}${randomBytes(2).toString('hex')}`;

const PRODUCT_IDS_INVALID = [
  '0',
  '-1',
  '1.5',
  'abc',
  '',
  ' ',
  '1 ',
  '0x1',
  '１',
  '99999999999999999999',
  '9999999',
  "1' or '1'='1",
  '../1',
];
const ADD_QUANTITY_INVALID = [0, -1, -0, 1.5, 100, 2 ** 53, '1', 'NaN', 'Infinity', null, true, false, [], {}, [1, 2]];
const SET_QUANTITY_INVALID = [1.5, 100, 2 ** 53, '1', 'NaN', null, true, [], {}];
const INT_QUERY_INVALID = ['abc', 'NaN', 'Infinity', '1e309', '1.5', '-1e309', '%00'];

/** A body of the right shape for an endpoint nobody described here: strings 'x', numbers 1. */
function fromSchema(schema: SchemaNode | undefined): unknown {
  if (!schema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, fromSchema(child)]));
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return schema.enum?.[0] ?? 'x';
}

type Described = Omit<
  EndpointBase,
  'user' | 'params' | 'query' | 'headers' | 'invalid' | 'invalidQuery' | 'freeTextParams'
> &
  Partial<EndpointBase>;

/** Builds the base of one endpoint, with its own user so one endpoint's accepted cases cannot disturb another's. */
export async function prepareBase(t: TestApp, endpoint: Endpoint): Promise<EndpointBase> {
  const user = await createTestUser(t.ctx, { name: 'Fuzz Shopper' });
  const auth = () => ({ authorization: `Bearer ${user.token}` });
  const described = await describe(t, endpoint, user);
  const generic: EndpointBase = {
    user,
    params: Object.fromEntries(endpoint.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1'])),
    query: {},
    body: () => fromSchema(endpoint.body) as Record<string, unknown> | undefined,
    headers: auth,
    invalid: {},
    invalidQuery: {},
    freeTextParams: [],
  };
  if (!described) return generic;
  const headers = described.headers;
  return { ...generic, ...described, headers: () => ({ ...auth(), ...(headers ? headers() : {}) }) };
}

async function describe(t: TestApp, endpoint: Endpoint, user: TestUser): Promise<Described | undefined> {
  const profile = {
    name: 'Fuzz Shopper',
    email: user.email,
    phone: '01012345678',
    address: { street: '12 Nile Corniche', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
    preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
  };
  const newSession = () => sessions(t.db).start(t.ctx.tokenKeys.signing, user.id, undefined, t.clock.now());
  switch (`${endpoint.method} ${endpoint.path}`) {
    case 'POST /api/auth/register':
      return {
        body: () => ({
          name: 'Amira Hassan',
          email: `fuzz-${next()}@example.com`,
          phone: '01012345678',
          password: 'Passw0rd!',
        }),
        invalid: {
          // Issue 48: any printable character is accepted (an accented letter too); a control character is not.
          password: ['short1A', 'alllowercase1', 'NoDigitsHere', 'Passw0rd!\u0007'],
          phone: ['123', '+1 555 0100'],
        },
      };
    case 'POST /api/auth/login':
      return {
        body: () => ({ email: user.email, password: 'not-the-password' }),
        invalid: { email: ['no-at-sign', '@example.com'] },
      };
    case 'POST /api/auth/forgot-password':
      return { body: () => ({ email: user.email }), invalid: { email: ['no-at-sign', 'a@b'] } };
    case 'GET /api/auth/reset-password/{token}':
      return { params: { token: await passwordResets(t.db).create(user.id, t.clock.now()) }, body: () => undefined };
    case 'PUT /api/auth/reset-password/{token}': {
      const token = await passwordResets(t.db).create(user.id, t.clock.now());
      return {
        params: { token },
        body: () => ({ password: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' }),
        invalid: { confirmPassword: ['Different1!'], password: ['short'] },
      };
    }
    case 'POST /api/auth/logout':
      // Each accepted case ends the session: the next one signs in again.
      return { body: () => undefined, before: async () => void (user.token = await newSession()) };
    case 'DELETE /api/auth/sessions/{id}': {
      const params = { id: sessionIdOf(await newSession()) };
      // Each accepted case signs out that other device: the next one names a fresh one.
      return { params, body: () => undefined, before: async () => void (params.id = sessionIdOf(await newSession())) };
    }
    case 'PUT /api/user/profile':
      return {
        body: () => ({ ...profile, email: user.email }),
        invalid: { name: ['A', '12345'], 'address.zipCode': ['abcde'] },
      };
    case 'PUT /api/user/change-password':
      return {
        body: () => ({ currentPassword: user.password, newPassword: `N3wPass${next().slice(-6)}!` }),
        invalid: { newPassword: ['short', 'nouppercase1'], currentPassword: ['WrongPassw0rd!'] },
        afterAccepted: (answer, body) => {
          const token = (answer as { token?: unknown }).token;
          const password = (body as { newPassword?: unknown } | undefined)?.newPassword;
          if (typeof token === 'string') user.token = token;
          if (typeof password === 'string') user.password = password;
        },
      };
    case 'PATCH /api/user/preferences':
      return {
        body: () => ({ language: 'fr', currency: 'EUR' }),
        invalid: { language: ['tlh', 'EN'], currency: ['JPY', 'usd'] },
      };
    case 'POST /api/cart/add':
      return {
        body: () => ({ productId: '9', quantity: 1 }),
        invalid: { productId: PRODUCT_IDS_INVALID, quantity: ADD_QUANTITY_INVALID },
      };
    case 'POST /api/cart/set-quantity':
      return {
        body: () => ({ productId: '10', quantity: 3 }),
        invalid: { productId: PRODUCT_IDS_INVALID, quantity: SET_QUANTITY_INVALID },
      };
    case 'POST /api/cart/remove':
    case 'POST /api/wishlist/remove':
      return { body: () => ({ productId: '9' }), invalid: { productId: PRODUCT_IDS_INVALID } };
    case 'POST /api/wishlist/add':
      return { body: () => ({ productId: '3' }), invalid: { productId: PRODUCT_IDS_INVALID } };
    case 'POST /api/recently-viewed':
      return { body: () => ({ productId: '3' }), invalid: { productId: PRODUCT_IDS_INVALID } };
    case 'POST /api/recently-viewed/merge':
      return {
        body: () => ({ items: [{ productId: '4', viewedAt: t.clock.now().toISOString() }] }),
        invalid: {
          items: [
            Array.from({ length: 21 }, (_, i) => ({ productId: String(i + 1), viewedAt: t.clock.now().toISOString() })),
          ],
        },
      };
    case 'POST /api/orders/checkout': {
      // The version of the cart each case confirms, read again once the cart is refilled.
      let version = 0;
      return {
        body: () => ({ ...structuredClone(VALID_CHECKOUT), cartVersion: version }),
        headers: () => ({ 'idempotency-key': `fuzz-${next()}` }),
        // Each accepted checkout empties the cart: refill it so the next case reaches the order insert again.
        before: async () => {
          await t.db.query('DELETE FROM cart_items WHERE cart_id = $1', [user.id]);
          // However many cases are accepted, the shelf never runs out under them.
          await t.db.query('UPDATE product_variants SET stock = 10000 WHERE product_id IN (1, 5)');
          await fillCart(t.db, user.id, [
            [1, 1],
            [5, 2],
          ]);
          // From the database: a case may run with a session the test has just ended.
          version = (await cartRepository(t.db).contents(user.id)).version;
        },
        invalid: {
          paymentMethod: ['bitcoin', 'credit-card (Demo) (Demo)', ''],
          deliveryOption: ['teleport', 'free', ''],
          'shippingAddress.country': ['Narnia'],
          'shippingAddress.zipCode': ['abcde'],
          'shippingAddress.street': ['abc'],
        },
      };
    }
    case 'PUT /api/user/addresses/{id}':
    case 'DELETE /api/user/addresses/{id}':
    case 'POST /api/user/addresses/{id}/default': {
      const address = { label: 'Home', ...VALID_CHECKOUT.shippingAddress };
      const add = () => addressBook(t.db).create(user.id, address, { makeDefault: false, now: t.clock.now() });
      const params = { id: (await add()) ?? '' };
      return {
        params,
        body: () => (endpoint.method === 'PUT' ? address : undefined),
        // Each accepted delete removes it: the next case names a fresh one.
        before: async () => void (params.id = (await add()) ?? params.id),
      };
    }
    case 'GET /api/orders/{id}': {
      const order = await placeTestOrder(t, user, [[4, 1]]);
      return { params: { id: order._id }, body: () => undefined };
    }
    case 'GET /catalog/products':
    case 'GET /catalog/products/category/{category}':
      return {
        params: endpoint.path.includes('{category}') ? { category: 'electronics' } : {},
        query: { limit: '5' },
        body: () => undefined,
        freeTextParams: ['category'],
        invalidQuery: {
          limit: [...INT_QUERY_INVALID, '0', '1001'],
          offset: [...INT_QUERY_INVALID, '-1', '1000001'],
          minPrice: [...INT_QUERY_INVALID.filter((v) => v !== '1.5'), '-1'],
          maxPrice: ['abc', 'Infinity', '-1', '1e309'],
          minRating: ['6', '-1', '1.5', 'abc'],
          sort: ['up', "asc'--"],
          order: ['cheapest', 'price_cents;drop table products'],
          deals: ['maybe', '2'],
          brands: [Array.from({ length: 11 }, (_, i) => `b${i}`).join(',')],
        },
      };
    case 'GET /catalog/products/{id}':
      return { params: { id: '1' }, body: () => undefined };
    case 'GET /catalog/images/{file}':
      return { params: { file: '1.svg' }, body: () => undefined };
    default:
      return undefined;
  }
}
