/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import ar from '../../universal/i18n/messages/ar.json';
import en from '../../universal/i18n/messages/en.json';
import { catalogueAnswers, product } from '../../test/catalogue-answers';
import { type ApiAnswer, mockApi } from '../../test/mock-api';
import { pasteInto } from '../../test/paste-into';
import { renderRoute } from '../../test/render';
import CheckoutPage from './CheckoutPage';
import type { Currency } from '../../universal/i18n/money';

// Guest checkout (issue 34, decision 0079): a signed-out shopper gives an email, and may make an account.

const ORDER = { _id: '0123456789abcdef01234567', access: 'k'.repeat(43), user: { email: 'guest@example.com' } };

function guestCheckout(locale: 'en' | 'ar', checkoutAnswer: ApiAnswer, currency?: Currency) {
  const api = mockApi({
    'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }], version: 2 } },
    ...catalogueAnswers([product(1, 34.99, 'Backpack')]),
    'POST /api/orders/checkout': checkoutAnswer,
    'POST /api/auth/login': {
      body: { token: 'new-token', user: { id: 'u1', name: 'Amira Hassan', email: 'guest@example.com', phone: '' } },
    },
  });
  return {
    api,
    ...renderRoute(<CheckoutPage />, { path: '/checkout', locale, messages: locale === 'ar' ? ar : en, currency }),
  };
}

const placed: ApiAnswer = { status: 201, body: { success: true, message: 'Order placed successfully', order: ORDER } };

/** Fills the contact and the Egyptian address by the page's own labels, in its language. */
async function fill(user: ReturnType<typeof guestCheckout>['user'], t: Record<string, string>) {
  const box = (id: string) => screen.getByRole('textbox', { name: new RegExp(`^${t[id]}`) });
  await pasteInto(
    user,
    await screen.findByRole('textbox', { name: new RegExp(`^${t['checkout.guest.email']}`) }, { timeout: 10_000 }),
    'guest@example.com',
  );
  await pasteInto(user, box('checkout.address.fullName'), 'Amira Hassan');
  await pasteInto(user, box('checkout.address.phone'), '01012345678');
  await pasteInto(user, box('checkout.address.street'), '12 Nile Corniche');
  await pasteInto(user, box('checkout.address.city'), 'Cairo');
  // The governorate from the list, named in the page's language; no postal code (issue 48).
  await user.selectOptions(
    screen.getByRole('combobox', { name: new RegExp(`^${t['address.governorate']}`) }),
    t === ar ? 'القاهرة' : 'Cairo',
  );
  await user.click(screen.getByRole('radio', { name: t['checkout.payment.creditCard'] }));
}

beforeEach(() => sessionStorage.clear());

test('in Arabic: the order goes with the email and the page’s language, and success opens it by its key', async () => {
  const { api, user, router } = guestCheckout('ar', placed);
  await fill(user, ar);
  await user.click(screen.getByRole('button', { name: ar['checkout.placeOrder'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 6000 });
  const [sent] = api.calls('POST /api/orders/checkout');
  expect(sent?.body).toMatchObject({
    cartVersion: 2,
    guest: { email: 'guest@example.com', createAccount: false, language: 'ar' },
  });
  expect((sent?.body as { guest: object }).guest).not.toHaveProperty('password');
  expect(sent?.body).toMatchObject({ shippingAddress: { state: 'Cairo', zipCode: '', country: 'Egypt' } });
  expect(router.state.location.state).toEqual({ orderId: ORDER._id, access: ORDER.access, email: 'guest@example.com' });
  expect(api.calls('POST /api/auth/login')).toHaveLength(0);
});

test('with "Create an account": the password goes with the order, then the new account signs in', async () => {
  const { api, user, router } = guestCheckout('en', placed);
  await fill(user, en);
  await user.click(screen.getByRole('checkbox', { name: 'Create an account with this order' }));
  // The refusal names the rule that really failed; a password manager's password is taken (issue 48).
  const password = screen.getByLabelText(/^Password/);
  await pasteInto(user, password, 'correct-horse-battery-9');
  await user.tab();
  expect(await screen.findByText('Password must contain an uppercase letter')).toBeInTheDocument();
  await user.clear(password);
  await pasteInto(user, password, 'Correct-Horse-Battery-9');
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 6000 });
  expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({
    guest: { email: 'guest@example.com', createAccount: true, password: 'Correct-Horse-Battery-9', language: 'en' },
  });
  expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
    email: 'guest@example.com',
    password: 'Correct-Horse-Battery-9',
  });
});

test('"Create an account" with prices in pounds: the new account is asked to keep pounds (issue 48)', async () => {
  const { api, user, router } = guestCheckout('en', placed, 'GBP');
  await fill(user, en);
  await user.click(screen.getByRole('checkbox', { name: 'Create an account with this order' }));
  await user.type(screen.getByLabelText(/^Password/), 'Str0ngPass');
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 6000 });
  expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({
    guest: { createAccount: true, language: 'en', currency: 'GBP' },
  });
});

test('a guest order without an account sends no currency: there is no profile to keep it', async () => {
  const { api, user, router } = guestCheckout('en', placed, 'GBP');
  await fill(user, en);
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 6000 });
  expect((api.calls('POST /api/orders/checkout')[0]?.body as { guest: object }).guest).not.toHaveProperty('currency');
});

test('an email that has an account says so on the email field, and nothing is ordered twice', async () => {
  const { api, user, router } = guestCheckout('en', {
    status: 409,
    body: { code: 'EMAIL_TAKEN', message: 'An account already uses this email.' },
  });
  await fill(user, en);
  await user.click(screen.getByRole('checkbox', { name: 'Create an account with this order' }));
  await user.type(screen.getByLabelText(/^Password/), 'Str0ngPass');
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  expect(await screen.findByText(en['checkout.guest.emailTaken'], {}, { timeout: 6000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/checkout');
  expect(api.calls('POST /api/orders/checkout')).toHaveLength(1);
  expect(api.calls('POST /api/auth/login')).toHaveLength(0);
});
