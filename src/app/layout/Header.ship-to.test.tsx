/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { HeroBanner } from '../../features/catalogue/home/HeroBanner';
import { mockApi, TEST_DELIVERY_TERMS } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { Header } from './Header';

const CATEGORIES = { 'GET /catalog/products/categories': { body: [] } };

/** The header's "Deliver to" button (the phone layout has a second, compact one; jsdom shows both). */
const deliverTo = (country: string) =>
  screen.getAllByRole('button', { name: `Deliver to ${country}: change the country` })[0] as HTMLElement;
const findDeliverTo = async (country: string) =>
  (await screen.findAllByRole('button', { name: `Deliver to ${country}: change the country` }))[0];

function page(options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute(
    <>
      <Header />
      <HeroBanner />
    </>,
    options,
  );
}

beforeEach(() => {
  document.cookie = 'ship_to=; Path=/; Max-Age=0';
});

test('"Deliver to" names the country the page started with, and the hero delivers there', async () => {
  mockApi(CATEGORIES);
  page({ shipTo: { country: 'GB', picked: false } });
  expect(deliverTo('United Kingdom')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Everything you love, delivered to the United Kingdom' })).toBeVisible();
});

test('picking a country applies it at once (header, hero, free-delivery line) and remembers it in a cookie', async () => {
  mockApi(CATEGORIES);
  const { user } = page();
  // Egypt (the start): free standard delivery past $50.
  await waitFor(() => expect(document.body).toHaveTextContent('Free delivery on orders over $50.00'));
  await user.click(deliverTo('Egypt'));
  const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
  const countries = within(dialog).getByRole('group', { name: 'Countries we deliver to' });
  expect(
    within(countries)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['EG', 'US']);
  expect(within(countries).getByRole('radio', { name: 'Egypt' })).toBeChecked();

  await user.click(within(countries).getByRole('radio', { name: 'United States' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deliverTo('United States')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Everything you love, delivered to the United States' })).toBeVisible();
  // The spec's shopper: standard delivery is always free there.
  expect(document.body).toHaveTextContent('Free standard delivery on every order');
  expect(document.cookie).toContain('ship_to=US');
});

const US_PROFILE = {
  'GET /api/user/profile': {
    body: {
      id: 'user-1',
      name: 'Amira Hassan',
      email: 'amira@example.com',
      phone: '+12015550123',
      address: {
        street: '1 Main Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'United States',
      },
      preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
    },
  },
};

test("a signed-in shopper who picked nothing is placed where their profile's address is", async () => {
  mockApi({
    ...CATEGORIES,
    ...US_PROFILE,
    'GET /api/cart': { body: { items: [] } },
  });
  page({ signedInAs: testShopper });
  expect(await findDeliverTo('United States')).toBeVisible();
});

test('a pick outranks the profile', async () => {
  mockApi({ ...CATEGORIES, ...US_PROFILE, 'GET /api/cart': { body: { items: [] } } });
  page({ signedInAs: testShopper, shipTo: { country: 'EG', picked: true } });
  await findDeliverTo('Egypt');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(deliverTo('Egypt')).toBeVisible();
});

test('a country the shop does not deliver to is said so in the picker', async () => {
  mockApi({ ...CATEGORIES, 'GET /catalog/delivery': { body: { countries: TEST_DELIVERY_TERMS.countries.slice(1) } } });
  const { user } = page();
  await user.click(deliverTo('Egypt'));
  expect(await screen.findByText('We do not deliver to Egypt yet.')).toBeVisible();
});
