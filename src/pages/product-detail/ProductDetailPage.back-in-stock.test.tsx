/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import arMessages from '../../universal/i18n/messages/ar.json';
import { fakeShop } from '../../features/cart/test-support';
import { renderRoute, testShopper } from '../../test/render';
import { tee } from '../../test/variant-products';
import type { SessionUser } from '../../browser-kit/session';
import ProductDetailPage from './ProductDetailPage';

const SUBSCRIBE = 'POST /api/stock-alerts';

/** The tee with navy M (sold out) chosen, signed in as `signedInAs` or signed out. */
function soldOutTee(
  options: { signedInAs?: SessionUser; locale?: 'ar'; answer?: { status: number; body: object } } = {},
) {
  const shop = fakeShop({
    products: [tee],
    override: { [SUBSCRIBE]: options.answer ?? { status: 202, body: { sku: 'TEE-NAVY-M' } } },
  });
  const view = renderRoute(<ProductDetailPage />, {
    path: '/product/:id',
    at: `/product/${tee.id}?colour=navy&size=M`,
    ...(options.signedInAs && { signedInAs: options.signedInAs }),
    ...(options.locale && { locale: options.locale, messages: arMessages }),
  });
  return { ...view, shop };
}

const alertForm = (name: string | RegExp = "Email me when it's back") => screen.findByRole('region', { name });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a sold-out variant\'s "Email me when it\'s back"', () => {
  it("prefills the signed-in shopper's email, sends the variant and the page language, and says it is done", async () => {
    const { user, shop } = soldOutTee({ signedInAs: testShopper });
    const form = await alertForm();
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveValue(testShopper.email));
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(shop.calls(SUBSCRIBE)).toHaveLength(1));
    expect(shop.calls(SUBSCRIBE)[0]?.body).toEqual({ sku: 'TEE-NAVY-M', email: testShopper.email, language: 'en' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `Done: we will email ${testShopper.email} once when it is back.`,
    );
  });

  it('asks a guest for an email, refuses a bad one without calling, and shows none for a variant in stock', async () => {
    const { user, shop, router } = soldOutTee();
    const form = await alertForm();
    const email = within(form).getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('');
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(shop.calls(SUBSCRIBE)).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'guest@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(shop.calls(SUBSCRIBE)).toHaveLength(1));
    expect(shop.calls(SUBSCRIBE)[0]?.body).toMatchObject({ email: 'guest@example.com' });

    // Navy S has units: no form.
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await waitFor(() => expect(router.state.location.search).toBe('?colour=navy&size=S'));
    expect(screen.queryByRole('region', { name: "Email me when it's back" })).not.toBeInTheDocument();
  });

  it("says the server's refusal clearly and keeps what was typed", async () => {
    const { user } = soldOutTee({
      signedInAs: testShopper,
      answer: { status: 409, body: { code: 'CONFLICT', message: 'This item is in stock: it can be bought now' } },
    });
    const form = await alertForm();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue(testShopper.email));
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This choice is in stock again: you can buy it now.',
    );
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue(testShopper.email);
  });

  it('speaks Arabic on an Arabic page, and sends that language', async () => {
    const { user, shop } = soldOutTee({ locale: 'ar' });
    const form = await alertForm('أرسل لي بريدًا عند توفره');
    await user.type(within(form).getByRole('textbox'), 'guest@example.com');
    await user.click(within(form).getByRole('button', { name: 'أبلغني' }));
    await waitFor(() => expect(shop.calls(SUBSCRIBE)).toHaveLength(1));
    expect(shop.calls(SUBSCRIBE)[0]?.body).toMatchObject({ language: 'ar' });
    expect(await within(form).findByRole('status')).toHaveTextContent('سنرسل إلى guest@example.com');
  });
});
