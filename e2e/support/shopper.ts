import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { governorateName } from '../../src/universal/egypt-governorates';
import type { Locale } from '../../src/universal/i18n/locale';

export interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  user: { id: string; name: string; email: string; phone: string };
}

/** A new account made through the API (tests never share data). */
export async function signUpViaApi(request: APIRequestContext, name = 'Amira Hassan'): Promise<Shopper> {
  const email = `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const details = { name, email, phone: '01012345678', password: 'Passw0rd!' };
  const response = await request.post('/api/auth/register', { data: details });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Shopper['user'] };
  return { ...details, token: body.token, user: body.user };
}

/** Opens the shop already signed in as `shopper`, the way a returning visitor's browser is. */
export async function openSignedIn(page: Page, shopper: Shopper, path = '/'): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: shopper.token, user: shopper.user },
  );
  await page.goto(path);
}

/** The Authorization header for API calls made on the shopper's behalf. */
export const authHeaders = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.token}` });

/**
 * Checks out the shopper's cart through the API to a Cairo address (standard delivery, demo card) and
 * answers the new order's id; fails the test unless the order is placed.
 */
export async function checkoutViaApi(
  request: APIRequestContext,
  shopper: Shopper,
  paymentMethod = 'credit-card (Demo)',
): Promise<string> {
  // The cart as it stands is what this checkout confirms, as the checkout page confirms the cart it shows.
  const cart = await request.get('/api/cart', { headers: authHeaders(shopper) });
  const { version } = (await cart.json()) as { version: number };
  const checkout = await request.post('/api/orders/checkout', {
    headers: { ...authHeaders(shopper), 'Idempotency-Key': `e2e-${Date.now()}-${randomBytes(3).toString('hex')}` },
    data: {
      shippingAddress: {
        name: shopper.name,
        phone: shopper.phone,
        street: '12 Nile Corniche',
        city: 'Cairo',
        state: 'Cairo',
        zipCode: '11511',
        country: 'Egypt',
      },
      paymentMethod,
      deliveryOption: 'standard',
      cartVersion: version,
    },
  });
  if (checkout.status() !== 201) throw new Error(`checkout failed: ${checkout.status()} ${await checkout.text()}`);
  return ((await checkout.json()) as { order: { _id: string } }).order._id;
}

/**
 * An Egyptian address's governorate is chosen from Egypt's 27 (issue 48, decision 0092), named in the
 * page's language: picks `governorate` (its English name) in the select labelled `label` inside `scope`.
 */
export async function chooseGovernorate(
  scope: Page | Locator,
  label: string,
  locale: Locale,
  governorate = 'Cairo',
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: governorateName(governorate, locale) });
}
