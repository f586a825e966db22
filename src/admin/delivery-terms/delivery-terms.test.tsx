/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { CarrierRow, DeliveryTermsRegion } from '../../universal/contracts/admin/delivery-terms';
import { catalogOf, owner, renderSignedIn, setScreenWidth } from '../test/render-admin';
import { EGYPT_REGION } from '../test/fixtures';

/**
 * The delivery terms screen (decisions 0122, 0128): each region's countries, cash on delivery with its limits,
 * holidays and returns, regions added and removed, and the carriers; every form checked by the rules the
 * server checks, every removal asked first, a refusal by the shop's rules said in the console's words.
 */
const EGYPT: DeliveryTermsRegion = {
  ...EGYPT_REGION,
  id: 'egypt',
  codMinOrderCents: null,
  codMaxOrderCents: null,
  returnAddress: null,
  returnInstructions: null,
  returnPickups: false,
  holidays: [{ day: '2031-04-21', name: 'Sham el-Nessim' }],
};
const UK: DeliveryTermsRegion = {
  ...EGYPT,
  id: 'uk',
  name: 'United Kingdom',
  currency: 'GBP',
  countries: [{ country: 'GB', rateBasisPoints: 2000 }],
  cashOnDeliveryFeeCents: null,
  holidays: [],
};
const CARRIERS: CarrierRow[] = [
  { name: 'DHL', trackingUrlTemplate: 'https://www.dhl.com/track?id={number}', inUse: true },
  { name: 'UPS', trackingUrlTemplate: 'https://www.ups.com/track?tracknum={number}', inUse: false },
];

const TERMS = '/api/admin/delivery-terms';
const REGIONS = [EGYPT, UK];

function renderTerms(handlers: Parameters<typeof renderSignedIn>[2] = {}) {
  return renderSignedIn('/delivery-terms', owner, {
    [`GET ${TERMS}`]: { body: REGIONS },
    [`GET ${TERMS}/carriers`]: { body: { rows: CARRIERS, total: 2 } },
    ...handlers,
  });
}

const panelOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

beforeEach(() => setScreenWidth(1280));

test('sets cash on delivery with its order limits in minor units; a most under the least is refused on the form', async () => {
  const changed = { ...EGYPT, codMinOrderCents: 10_000, codMaxOrderCents: 500_000 };
  const { api, user } = renderTerms({ [`PUT ${TERMS}/regions/egypt/cash-on-delivery`]: { body: [changed, UK] } });
  const form = within(await panelOf('Egypt')).getByRole('form', { name: 'Cash on delivery in Egypt' });
  const least = within(form).getByRole('textbox', { name: 'Orders from (EGP)' });
  const most = within(form).getByRole('textbox', { name: 'Orders up to (EGP)' });
  await user.type(least, '100');
  await user.type(most, '50');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The most cannot be under the least.')).toBeInTheDocument();
  expect(api.calls(`PUT ${TERMS}/regions/egypt/cash-on-delivery`)).toHaveLength(0);

  await user.clear(most);
  await user.type(most, '5000');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cash on delivery in Egypt is saved.')).toBeInTheDocument();
  expect(api.calls(`PUT ${TERMS}/regions/egypt/cash-on-delivery`).map((call) => call.body)).toEqual([
    { enabled: true, feeCents: 1500, minOrderCents: 10_000, maxOrderCents: 500_000 },
  ]);
});

test('adds a country, and a removal the shop refuses is said in its words, asked first', async () => {
  const withCanada = { ...UK, countries: [...UK.countries, { country: 'CA', rateBasisPoints: 500 }] };
  const { api, user } = renderTerms({
    [`POST ${TERMS}/regions/uk/countries`]: { body: [EGYPT, withCanada] },
    [`DELETE ${TERMS}/regions/egypt/countries/EG`]: {
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'The shop delivers only there: add another country before removing it.',
        messageId: 'deliveryTerms.refused.lastCountry',
      },
    },
  });
  const uk = await panelOf('United Kingdom');
  const add = within(uk).getByRole('form', { name: 'Add a country to United Kingdom' });
  await user.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await within(add).findByText('Choose a country checkout takes addresses in.')).toBeInTheDocument();
  await user.click(within(add).getByRole('combobox', { name: /Country/ }));
  await user.click(await screen.findByRole('option', { name: 'Canada' }));
  await user.type(within(add).getByRole('textbox', { name: 'Tax (%)' }), '5');
  await user.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('United Kingdom now delivers to Canada.')).toBeInTheDocument();
  expect(api.calls(`POST ${TERMS}/regions/uk/countries`).map((call) => call.body)).toEqual([
    { country: 'CA', rateBasisPoints: 500 },
  ]);
  expect(await within(uk).findByRole('form', { name: 'Tax in Canada (%)' })).toBeInTheDocument();

  const egypt = await panelOf('Egypt');
  await user.click(within(egypt).getByRole('button', { name: 'Stop delivering to Egypt' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Stop delivering to Egypt' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The shop delivers only there: add another country first.')).toBeInTheDocument();
  expect(api.calls(`DELETE ${TERMS}/regions/egypt/countries/EG`)).toHaveLength(1);
});

test('adds and removes a holiday, and saves the returns', async () => {
  const { api, user } = renderTerms({
    [`PUT ${TERMS}/regions/uk/holidays/2031-12-25`]: {
      body: [EGYPT, { ...UK, holidays: [{ day: '2031-12-25', name: 'Christmas Day' }] }],
    },
    [`DELETE ${TERMS}/regions/egypt/holidays/2031-04-21`]: { body: [{ ...EGYPT, holidays: [] }, UK] },
    [`PUT ${TERMS}/regions/uk/returns`]: { body: REGIONS },
  });
  const uk = await panelOf('United Kingdom');
  expect(within(uk).getByText('No holidays in the coming year.')).toBeInTheDocument();
  const add = within(uk).getByRole('form', { name: 'Add a holiday to United Kingdom' });
  await user.type(within(add).getByLabelText('Day'), '2031-12-25');
  await user.type(within(add).getByRole('textbox', { name: 'Holiday' }), 'Christmas Day');
  await user.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Dec 25, 2031 is a holiday in United Kingdom.')).toBeInTheDocument();
  expect(api.calls(`PUT ${TERMS}/regions/uk/holidays/2031-12-25`).map((call) => call.body)).toEqual([
    { name: 'Christmas Day' },
  ]);

  const egypt = await panelOf('Egypt');
  const holidays = within(egypt).getByRole('table', { name: 'Holidays of Egypt' });
  expect(holidays).toHaveTextContent('Apr 21, 2031Sham el-Nessim');
  await user.click(within(holidays).getByRole('button', { name: 'Remove the holiday on Apr 21, 2031' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Apr 21, 2031 is a working day again in Egypt.')).toBeInTheDocument();

  const returns = within(uk).getByRole('form', { name: 'Returns in United Kingdom' });
  const address = within(returns).getByRole('textbox', { name: 'Return address' });
  await user.type(address, 'Leeds');
  await user.click(within(returns).getByRole('button', { name: 'Save' }));
  expect(await within(returns).findByText(/an address of 10 to 300 characters/)).toBeInTheDocument();
  await user.type(address, ' Returns Centre, LS1 4AP');
  await user.click(within(returns).getByRole('switch', { name: /Book a carrier pickup/ }));
  await user.click(within(returns).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Returns in United Kingdom are saved.')).toBeInTheDocument();
  expect(api.calls(`PUT ${TERMS}/regions/uk/returns`).map((call) => call.body)).toEqual([
    { returnAddress: 'Leeds Returns Centre, LS1 4AP', returnInstructions: null, returnPickups: true },
  ]);
});

test('adds a region by the shared rules, and removes one after asking', async () => {
  const EU = { ...UK, id: 'eu', name: 'European Union', currency: 'EUR' as const, countries: [], shipping: [] };
  const { api, user } = renderTerms({
    [`POST ${TERMS}/regions`]: { status: 201, body: [...REGIONS, EU] },
    [`DELETE ${TERMS}/regions/uk`]: { body: [EGYPT] },
  });
  await user.click(await screen.findByRole('button', { name: 'Add a region' }));
  const dialog = await screen.findByRole('form', { name: 'Add a region' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Id/ }), 'E U');
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'European Union');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText(/A lowercase letter, then up to 31/)).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('textbox', { name: /^Id/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Id/ }), 'eu');
  await user.click(within(dialog).getByRole('combobox', { name: /Charged in/ }));
  await user.click(await screen.findByRole('option', { name: 'EUR' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText(/European Union is added/)).toBeInTheDocument();
  expect(api.calls(`POST ${TERMS}/regions`).map((call) => call.body)).toEqual([
    { id: 'eu', name: 'European Union', tax: 'vat-included', currency: 'EUR' },
  ]);
  expect(await panelOf('European Union')).toBeInTheDocument();

  await user.click(within(await panelOf('United Kingdom')).getByRole('button', { name: 'Remove United Kingdom' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('United Kingdom is removed.')).toBeInTheDocument();
  // The shop's only region offers no removal.
  await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'United Kingdom' })).toBeNull());
  expect(screen.queryByRole('button', { name: 'Remove Egypt' })).toBeNull();
});

test('lists the carriers a page at a time, adds one by the template rule, and keeps one orders were shipped with', async () => {
  const { api, user } = renderTerms({
    [`POST ${TERMS}/carriers`]: {
      status: 201,
      body: { name: 'Bosta', trackingUrlTemplate: 'https://bosta.co/t/{number}', inUse: false },
    },
  });
  const carriers = await panelOf('Carriers');
  const grid = await within(carriers).findByRole('grid', { name: 'Carriers' });
  expect(await within(grid).findByText('https://www.ups.com/track?tracknum={number}')).toBeInTheDocument();
  expect(api.queryFields(`GET ${TERMS}/carriers`)).toMatchObject({ page: '0', pageSize: '10' });

  await user.click(within(carriers).getByRole('button', { name: 'Add a carrier' }));
  const form = await screen.findByRole('form', { name: 'Add a carrier' });
  await user.type(within(form).getByRole('textbox', { name: /^Carrier/ }), 'Bosta');
  const template = within(form).getByRole('textbox', { name: /^Tracking URL template/ });
  await user.type(template, 'https://bosta.co/t/');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await within(form).findByText(/with \{number\} where the tracking number goes/)).toBeInTheDocument();
  expect(api.calls(`POST ${TERMS}/carriers`)).toHaveLength(0);
  await user.type(template, '{{number}');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Bosta is added.')).toBeInTheDocument();
  expect(api.calls(`POST ${TERMS}/carriers`).map((call) => call.body)).toEqual([
    { name: 'Bosta', trackingUrlTemplate: 'https://bosta.co/t/{number}' },
  ]);

  await user.click(within(grid).getByText('DHL'));
  const dhl = await screen.findByRole('form', { name: 'Carrier DHL' });
  expect(within(dhl).getByRole('button', { name: 'Remove DHL' })).toBeDisabled();
  expect(within(dhl).getByText(/Orders were shipped with it, so it stays/)).toBeInTheDocument();
});

test('reads right to left in Arabic on a phone', async () => {
  setScreenWidth(390);
  renderSignedIn(
    '/delivery-terms',
    owner,
    { [`GET ${TERMS}`]: { body: REGIONS }, [`GET ${TERMS}/carriers`]: { body: { rows: CARRIERS, total: 2 } } },
    { locale: 'ar' },
  );
  const ar = catalogOf('ar');
  expect(
    await screen.findByRole('heading', { level: 1, name: ar['deliveryTerms.title'] as string }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'المرتجعات في Egypt' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: ar['carriers.title'] as string })).toBeInTheDocument();
});
