/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPromotion } from '../../universal/contracts/admin/promotions';
import { mockApi, type RecordedRequest } from '../../test/mock-api';
import { catalogueStaff, expectNotForRole, owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1366));

const promotion = (change: Partial<AdminPromotion> = {}): AdminPromotion => ({
  code: 'SAVE10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  minOrderCents: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  active: true,
  uses: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...change,
});

const SEEDED = [promotion(), promotion({ code: 'SAVE5', kind: 'flat', percent: null, amountCents: 500, uses: 0 })];

/** A flat code with its own amounts in pounds and sterling: EGP 250 off from EGP 1,000, £4 off from any order. */
const NILE = promotion({
  code: 'NILE',
  kind: 'flat',
  percent: null,
  amountCents: 500,
  minOrderCents: 2000,
  uses: 0,
  currencyAmounts: [
    { currency: 'EGP', amountMinor: 25000, minOrderMinor: 100000 },
    { currency: 'GBP', amountMinor: 400, minOrderMinor: 0 },
  ],
});

function setUp(
  more: Parameters<typeof mockApi>[0] = {},
  who = owner,
  options: Parameters<typeof renderSignedIn>[3] = {},
) {
  return renderSignedIn(
    '/promotions',
    who,
    { 'GET /api/admin/promotions': { body: { rows: SEEDED, total: SEEDED.length } }, ...more },
    options,
  );
}

describe('promotions', () => {
  test('lists the codes with their terms and uses', async () => {
    setUp();
    const grid = await screen.findByRole('grid', { name: 'Promotions' });
    const row = (await within(grid).findByText('SAVE10')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('10% · Percentage off');
    expect(row).toHaveTextContent('∞ in all · ∞ each');
    expect(row).toHaveTextContent('Active');
    expect(within(grid).getByText('SAVE5').closest('[role="row"]')).toHaveTextContent('$5.00 · Fixed amount off');
  });

  test('creates a code limited to one use per customer, checked first by the form', async () => {
    const { user, api } = setUp({
      'POST /api/admin/promotions': (request: RecordedRequest) => ({
        status: 201,
        body: { ...promotion(), ...(request.body as object), uses: 0 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter the code.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the discount.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'WELCOME-15');
    await user.type(within(dialog).getByRole('textbox', { name: /Percentage/ }), '15');
    await user.type(within(dialog).getByRole('textbox', { name: /Minimum order/ }), '40');
    await user.type(within(dialog).getByRole('textbox', { name: /Uses per customer/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST /api/admin/promotions')).toHaveLength(1));
    expect(api.calls('POST /api/admin/promotions')[0]?.body).toEqual({
      code: 'WELCOME-15',
      kind: 'percent',
      percent: 15,
      amountCents: null,
      minOrderCents: 4000,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perCustomerLimit: 1,
      active: true,
      currencyAmounts: [],
    });
    expect(await screen.findByText('Promotion WELCOME-15 created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('edits a code’s terms, never the code itself', async () => {
    const { user, api } = setUp({
      'PUT /api/admin/promotions/SAVE5': (request: RecordedRequest) => ({
        body: { ...SEEDED[1], ...(request.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion SAVE5' });
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toBeDisabled();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('5.00');
    await user.clear(amount);
    await user.type(amount, '7.5');
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/promotions/SAVE5')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/promotions/SAVE5')[0]?.body).toMatchObject({
      kind: 'flat',
      amountCents: 750,
      active: false,
    });
    expect(await screen.findByText('Promotion SAVE5 saved.')).toBeInTheDocument();
  });

  test('lists a code’s own amounts in other currencies after its dollars', async () => {
    const percent = promotion({
      code: 'CAIRO10',
      currencyAmounts: [{ currency: 'EGP', amountMinor: null, minOrderMinor: 150000 }],
    });
    setUp({ 'GET /api/admin/promotions': { body: { rows: [NILE, percent], total: 2 } } });
    const grid = await screen.findByRole('grid', { name: 'Promotions' });
    const nile = (await within(grid).findByText('NILE')).closest('[role="row"]') as HTMLElement;
    expect(nile).toHaveTextContent('$5.00 · EGP 250.00 · £4.00 · Fixed amount off');
    expect(nile).toHaveTextContent('$20.00 · EGP 1,000.00 · £0.00');
    const cairo = within(grid).getByText('CAIRO10').closest('[role="row"]') as HTMLElement;
    expect(cairo).toHaveTextContent('10% · Percentage off');
    expect(cairo).toHaveTextContent('$0.00 · EGP 1,500.00');
  });

  test('creates a flat code with its own amount off in Egyptian pounds', async () => {
    const { user, api } = setUp({
      'POST /api/admin/promotions': (request: RecordedRequest) => ({
        status: 201,
        body: { ...promotion(), ...(request.body as object), uses: 0 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'NILE250');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount off' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '5');

    const section = within(dialog).getByRole('group', { name: 'Amounts in other currencies' });
    await user.click(within(section).getByRole('button', { name: 'Add a currency' }));
    const row = within(section).getByRole('group', { name: 'Amounts in EUR' });
    await user.click(within(row).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EGP' }));
    const egp = within(section).getByRole('group', { name: 'Amounts in EGP' });
    await user.type(within(egp).getByRole('textbox', { name: /Amount off in EGP/ }), '250');
    expect(within(egp).getByRole('textbox', { name: 'Minimum order in EGP' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST /api/admin/promotions')).toHaveLength(1));
    expect(api.calls('POST /api/admin/promotions')[0]?.body).toMatchObject({
      code: 'NILE250',
      kind: 'flat',
      amountCents: 500,
      minOrderCents: 0,
      currencyAmounts: [{ currency: 'EGP', amountMinor: 25000, minOrderMinor: 0 }],
    });
    expect(await screen.findByText('Promotion NILE250 created.')).toBeInTheDocument();
  });

  test('edits a code with its own amounts: they load, and a removed currency is no longer sent', async () => {
    const { user, api } = setUp({
      'GET /api/admin/promotions': { body: { rows: [NILE], total: 1 } },
      'PUT /api/admin/promotions/NILE': (request: RecordedRequest) => ({
        body: { ...NILE, ...(request.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit NILE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion NILE' });
    const egp = within(dialog).getByRole('group', { name: 'Amounts in EGP' });
    expect(within(egp).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EGP');
    expect(within(egp).getByRole('textbox', { name: /Amount off in EGP/ })).toHaveValue('250.00');
    expect(within(egp).getByRole('textbox', { name: 'Minimum order in EGP' })).toHaveValue('1000.00');
    const gbp = within(dialog).getByRole('group', { name: 'Amounts in GBP' });
    expect(within(gbp).getByRole('textbox', { name: /Amount off in GBP/ })).toHaveValue('4.00');
    expect(within(gbp).getByRole('textbox', { name: 'Minimum order in GBP' })).toHaveValue('');

    await user.click(within(gbp).getByRole('button', { name: 'Remove GBP' }));
    expect(within(dialog).queryByRole('group', { name: 'Amounts in GBP' })).not.toBeInTheDocument();
    const minimum = within(egp).getByRole('textbox', { name: 'Minimum order in EGP' });
    await user.clear(minimum);
    await user.type(minimum, '750.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/promotions/NILE')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/promotions/NILE')[0]?.body).toMatchObject({
      kind: 'flat',
      amountCents: 500,
      minOrderCents: 2000,
      currencyAmounts: [{ currency: 'EGP', amountMinor: 25000, minOrderMinor: 75050 }],
    });
    expect(await screen.findByText('Promotion NILE saved.')).toBeInTheDocument();
  });

  test('a percentage code’s rows carry only a minimum: no amount off is asked or sent', async () => {
    const { user, api } = setUp({
      'PUT /api/admin/promotions/SAVE10': (request: RecordedRequest) => ({
        body: { ...SEEDED[0], ...(request.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion SAVE10' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a currency' }));
    const eur = within(dialog).getByRole('group', { name: 'Amounts in EUR' });
    expect(within(eur).queryByRole('textbox', { name: /Amount off/ })).not.toBeInTheDocument();
    await user.type(within(eur).getByRole('textbox', { name: 'Minimum order in EUR' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/promotions/SAVE10')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/promotions/SAVE10')[0]?.body).toMatchObject({
      kind: 'percent',
      percent: 10,
      currencyAmounts: [{ currency: 'EUR', amountMinor: null, minOrderMinor: 3000 }],
    });
  });

  test('refuses a zero or negative amount and a minimum with too many decimals, naming the field, and sends nothing', async () => {
    const { user, api } = setUp({
      'GET /api/admin/promotions': { body: { rows: [NILE], total: 1 } },
      'PUT /api/admin/promotions/NILE': (request: RecordedRequest) => ({
        body: { ...NILE, ...(request.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit NILE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion NILE' });
    const egp = within(dialog).getByRole('group', { name: 'Amounts in EGP' });
    const amount = within(egp).getByRole('textbox', { name: /Amount off in EGP/ });
    const minimum = within(egp).getByRole('textbox', { name: 'Minimum order in EGP' });
    const amountRule = 'Enter the amount off in EGP: more than 0, with at most 2 decimals.';
    const minimumRule = 'Enter the minimum order in EGP: 0 or more, with at most 2 decimals, or leave it empty.';

    await user.clear(amount);
    await user.type(amount, '0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(egp).findByText(amountRule)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(amountRule);

    await user.clear(amount);
    await user.type(amount, '-5');
    await user.clear(minimum);
    await user.type(minimum, '12.345');
    expect(await within(egp).findByText(minimumRule)).toBeInTheDocument();
    expect(minimum).toHaveAccessibleDescription(minimumRule);
    expect(amount).toHaveAccessibleDescription(amountRule);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.calls('PUT /api/admin/promotions/NILE')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '240');
    await user.clear(minimum);
    await user.type(minimum, '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/promotions/NILE')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/promotions/NILE')[0]?.body).toMatchObject({
      currencyAmounts: [
        { currency: 'EGP', amountMinor: 24000, minOrderMinor: 1234 },
        { currency: 'GBP', amountMinor: 400, minOrderMinor: 0 },
      ],
    });
  });

  test('the server’s refusal of the currency rows shows on the form', async () => {
    const { user } = setUp({
      'GET /api/admin/promotions': { body: { rows: [NILE], total: 1 } },
      'PUT /api/admin/promotions/NILE': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'x', errors: { currencyAmounts: 'EGP is given twice' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit NILE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion NILE' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const section = within(dialog).getByRole('group', { name: 'Amounts in other currencies' });
    expect(await within(section).findByText('EGP is given twice')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit promotion NILE' })).toBeInTheDocument();
  });

  test('shows the orders that used a code', async () => {
    const { user } = setUp({
      'GET /api/admin/promotions/SAVE10/uses': {
        body: {
          rows: [
            {
              orderId: 'aaaaaaaaaaaaaaaa1234abcd',
              orderNumber: '1234abcd',
              customerEmail: 'amira@example.com',
              account: false,
              usedAt: '2026-11-20T10:00:00.000Z',
              discountCents: 1250,
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show the uses of SAVE10' }));
    const uses = await screen.findByRole('grid', { name: 'Uses of SAVE10' });
    expect(await within(uses).findByText('#1234abcd')).toBeInTheDocument();
    expect(within(uses).getByText('amira@example.com (guest)')).toBeInTheDocument();
    expect(within(uses).getByText('$12.50')).toBeInTheDocument();
  });

  test('is for owner and catalogue: support is told it is not for their role', async () => {
    await expectNotForRole('/promotions', support, 'GET /api/admin/promotions');
  });

  test('on a phone, in Arabic, right to left: the form fills the screen', async () => {
    setScreenWidth(390);
    const { user } = setUp({}, catalogueStaff, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'العروض الترويجية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'عرض جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'عرض ترويجي جديد' });
    expect(dialog.className).toMatch(/paperFullScreen/);
    await user.click(within(dialog).getByRole('button', { name: 'إضافة عملة' }));
    expect(within(dialog).getByRole('textbox', { name: 'الحد الأدنى للطلب بعملة EUR' })).toBeInTheDocument();
  });
});
