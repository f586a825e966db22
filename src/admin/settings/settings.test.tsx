/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSettings, SettingsRates } from '../../core/contracts/admin/settings';
import { mockApi } from '../../test/mock-api';
import { owner, renderAdmin, setScreenWidth, support } from '../test/render-admin';

const SET_AT = '2026-11-20T12:00:00.000Z';

const rates: SettingsRates = {
  maxAgeHours: 48,
  rows: [
    { currency: 'EUR', unitsPerUsd: 0.92, setAt: SET_AT, stale: true },
    { currency: 'GBP', unitsPerUsd: 0.79, setAt: SET_AT, stale: false },
    { currency: 'EGP', unitsPerUsd: null, setAt: null, stale: true },
  ],
};

const settings: AdminSettings = {
  rates,
  regions: [
    {
      id: 'eg',
      name: 'Egypt',
      tax: { kind: 'vat', included: true },
      countries: [{ country: 'EG', rateBasisPoints: 1400 }],
      shipping: [
        {
          option: 'standard',
          priceCents: 500,
          freeOverCents: 5000,
          minDays: 2,
          maxDays: 4,
          cutoffHour: 14,
          workingDays: [1, 2, 3, 4, 7],
        },
      ],
      cashOnDeliveryFeeCents: 150,
    },
  ],
  shop: {
    name: 'Storefront',
    country: 'EG',
    supportEmail: 'help@shop.example',
    website: 'https://shop.example',
    timeZone: 'Africa/Cairo',
  },
};

describe('settings', () => {
  test('shows the rates, regions and the shop, and sets a rate', async () => {
    setScreenWidth(1280);
    const api = mockApi({
      'GET /api/admin/me': { body: owner },
      'GET /api/admin/settings': { body: settings },
      'PUT /api/admin/settings/rates/EGP': {
        body: {
          ...rates,
          rows: [rates.rows[0], rates.rows[1], { currency: 'EGP', unitsPerUsd: 49.1, setAt: SET_AT, stale: false }],
        },
      },
    });
    const { user } = renderAdmin({ at: '/settings', signedInAs: owner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    // The heading is there while the settings load; the table comes with them.
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    const egp = within(table).getByText('EGP').closest('tr') as HTMLElement;
    expect(egp).toHaveTextContent('Never');
    expect(egp).toHaveTextContent('Stale');
    expect(within(table).getByText('GBP').closest('tr')).toHaveTextContent('Current');

    // The regions are shown to read, with the terminal command that manages them.
    expect(screen.getByText(/managed from the terminal/)).toHaveTextContent('npm run regions');
    expect(screen.getByText('VAT, inside the prices')).toBeInTheDocument();
    expect(screen.getByText('Egypt (14%)')).toBeInTheDocument();
    const shipping = screen.getByRole('table', { name: 'Shipping rates of Egypt' });
    expect(within(shipping).getByText('standard').closest('tr')).toHaveTextContent('$5.00$50.002–414:00 shop time');
    expect(screen.getByText('Taken, fee $1.50')).toBeInTheDocument();
    // The shop as receipts name it, with the variables that change it.
    expect(screen.getByText('help@shop.example')).toBeInTheDocument();
    expect(screen.getByText('SUPPORT_EMAIL')).toBeInTheDocument();
    expect(screen.getByText('PUBLIC_URL')).toBeInTheDocument();

    // A rate that is no number is refused on the form, without a call.
    const form = screen.getByRole('form', { name: 'Set a rate' });
    await user.click(within(form).getByRole('combobox', { name: /Currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EGP' }));
    const rate = within(form).getByRole('textbox', { name: /Units per US dollar/ });
    await user.type(rate, '-2');
    await user.click(within(form).getByRole('button', { name: 'Set the rate' }));
    expect(await within(form).findByText('The rate must be more than 0.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/rates/EGP')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '49.1');
    await user.click(within(form).getByRole('button', { name: 'Set the rate' }));
    expect(await screen.findByText('The EGP rate is set.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/rates/EGP').map((call) => call.body)).toEqual([{ unitsPerUsd: 49.1 }]);
    await waitFor(() => expect(within(table).getByText('EGP').closest('tr')).toHaveTextContent('49.1'));
    expect(within(table).getByText('EGP').closest('tr')).toHaveTextContent('Current');
  });

  test('works on a phone in Arabic, right to left', async () => {
    setScreenWidth(390);
    mockApi({ 'GET /api/admin/me': { body: owner }, 'GET /api/admin/settings': { body: settings } });
    renderAdmin({ at: '/settings', signedInAs: owner, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('table', { name: 'أسعار الصرف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ضبط السعر' })).toBeInTheDocument();
  });

  test('is not for support: the page says so and asks nothing', async () => {
    setScreenWidth(1280);
    const api = mockApi({ 'GET /api/admin/me': { body: support } });
    renderAdmin({ at: '/settings', signedInAs: support });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    expect(api.calls('GET /api/admin/settings')).toHaveLength(0);
  });
});
