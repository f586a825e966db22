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
  });
});
