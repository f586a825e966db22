/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLegalTexts, AdminSettings, SettingsRates } from '../../universal/contracts/admin/settings';
import { LOCALES } from '../../universal/i18n/locale';
import { LEGAL_PAGES } from '../../universal/legal-pages';

import { expectNotForRole, owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';
import { EGYPT_REGION } from '../test/fixtures';

const SET_AT = '2026-11-20T12:00:00.000Z';

const rates: SettingsRates = {
  maxAgeHours: 48,
  rows: [
    { currency: 'EUR', unitsPerUsd: 0.92, setAt: SET_AT, stale: true, rounding: 'minor' },
    { currency: 'GBP', unitsPerUsd: 0.79, setAt: SET_AT, stale: false, rounding: 'ending-99' },
    { currency: 'EGP', unitsPerUsd: null, setAt: null, stale: true, rounding: 'whole' },
  ],
};

const settings: AdminSettings = {
  rates,
  regions: [EGYPT_REGION],
  shop: {
    name: 'Storefront',
    country: 'EG',
    supportEmail: 'help@shop.example',
    website: 'https://shop.example',
    timeZone: 'Africa/Cairo',
  },
  seller: { legalName: '', address: '', taxNumber: '' },
};

const EDITED = 'terms/en';

/** The legal pages as the server lists them: every page in every language, the terms in English edited. */
const legalTexts: AdminLegalTexts = {
  placeholders: ['shopName', 'supportEmail'],
  texts: LEGAL_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const edited = `${page}/${locale}` === EDITED;
      return { page, locale, body: `Default ${page} in ${locale}`, edited, updatedAt: edited ? SET_AT : null };
    }),
  ),
};

describe('settings', () => {
  test('shows the rates, regions and the shop, and sets a rate', async () => {
    setScreenWidth(1280);
    const { api, user } = renderSignedIn('/settings', owner, {
      'GET /api/admin/settings': { body: settings },
      'GET /api/admin/settings/legal': { body: legalTexts },
      'PUT /api/admin/settings/rates/EGP': {
        body: {
          ...rates,
          rows: [
            rates.rows[0],
            rates.rows[1],
            { currency: 'EGP', unitsPerUsd: 49.1, setAt: SET_AT, stale: false, rounding: 'whole' },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    // The heading is there while the settings load; the table comes with them.
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    const egp = within(table).getByText('EGP').closest('tr') as HTMLElement;
    expect(egp).toHaveTextContent('Never');
    expect(egp).toHaveTextContent('Stale');
    expect(within(table).getByText('GBP').closest('tr')).toHaveTextContent('Current');

    // The regions are shown to read, with the terminal command that manages them; their amounts are in the
    // currency each charges in, not dollars.
    expect(screen.getByText(/or from the terminal/)).toHaveTextContent('npm run regions');
    expect(screen.getByText('VAT, inside the prices')).toBeInTheDocument();
    expect(screen.getByText('Egypt (14%)')).toBeInTheDocument();
    const shipping = screen.getByRole('table', { name: 'Shipping rates of Egypt' });
    expect(within(shipping).getByText('standard').closest('tr')).toHaveTextContent(
      'EGP 145.00EGP 2,425.002–414:00 shop time',
    );
    expect(screen.getByText('Taken, fee EGP 15.00')).toBeInTheDocument();
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

  test("sets a currency's rounding rule and the currency a region charges in, each as soon as it is chosen", async () => {
    setScreenWidth(1280);
    const inPounds = settings.regions[0];
    const { api, user } = renderSignedIn('/settings', owner, {
      'GET /api/admin/settings': { body: settings },
      'GET /api/admin/settings/legal': { body: legalTexts },
      'PUT /api/admin/settings/rounding/GBP': {
        body: {
          ...rates,
          rows: rates.rows.map((row) => (row.currency === 'GBP' ? { ...row, rounding: 'minor' } : row)),
        },
      },
      'PUT /api/admin/settings/regions/eg/currency': {
        body: [
          {
            ...inPounds,
            currency: 'USD',
            shipping: [{ ...inPounds?.shipping[0], priceCents: 300, freeOverCents: 5000 }],
            cashOnDeliveryFeeCents: 0,
          },
        ],
      },
    });
    const rounding = await screen.findByRole('combobox', { name: 'Rounding of GBP' });
    expect(rounding).toHaveTextContent('Up to the next .99');
    await user.click(rounding);
    await user.click(await screen.findByRole('option', { name: 'To the minor unit (0.01)' }));
    expect(await screen.findByText('Prices converted into GBP are now rounded by the new rule.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/rounding/GBP').map((call) => call.body)).toEqual([{ rounding: 'minor' }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rounding of GBP' })).toHaveTextContent('To the minor unit'),
    );

    const currency = screen.getByRole('combobox', { name: 'Currency of Egypt' });
    expect(currency).toHaveTextContent('EGP');
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    expect(await screen.findByText(/Egypt now charges in USD/)).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/regions/eg/currency').map((call) => call.body)).toEqual([
      { currency: 'USD' },
    ]);
    // The region's amounts as the server converted them, now in dollars.
    const shipping = screen.getByRole('table', { name: 'Shipping rates of Egypt' });
    await waitFor(() => expect(within(shipping).getByText('standard').closest('tr')).toHaveTextContent('$3.00$50.00'));
  });

  test("sets the seller's details and a legal page's text, and gives a page back its default", async () => {
    setScreenWidth(1280);
    const seller = { legalName: 'Storefront Trading LLC', address: '12 Nile Corniche\nCairo', taxNumber: '123' };
    const { api, user } = renderSignedIn('/settings', owner, {
      'GET /api/admin/settings': { body: settings },
      'GET /api/admin/settings/legal': { body: legalTexts },
      'PUT /api/admin/settings/seller': { body: seller },
      'PUT /api/admin/settings/legal/privacy/ar': {
        body: { page: 'privacy', locale: 'ar', body: 'نصنا', edited: true, updatedAt: SET_AT },
      },
      'DELETE /api/admin/settings/legal/terms/en': {
        body: { page: 'terms', locale: 'en', body: 'Default terms in en', edited: false, updatedAt: null },
      },
    });

    const sellerForm = await screen.findByRole('form', { name: 'The seller' });
    await user.type(within(sellerForm).getByRole('textbox', { name: 'Legal name' }), seller.legalName);
    await user.type(
      within(sellerForm).getByRole('textbox', { name: /Registered address/ }),
      '12 Nile Corniche{Enter}Cairo',
    );
    await user.type(within(sellerForm).getByRole('textbox', { name: 'Tax or VAT registration number' }), '123');
    await user.click(within(sellerForm).getByRole('button', { name: "Save the seller's details" }));
    expect(await screen.findByText("The seller's details are saved.")).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/seller').map((call) => call.body)).toEqual([seller]);

    // The terms in English are the owner's: they can be given back their default.
    const legal = await screen.findByRole('form', { name: 'Text' });
    expect(within(legal).getByRole('textbox', { name: /Text/ })).toHaveValue('Default terms in en');
    await user.click(within(legal).getByRole('button', { name: 'Restore the default text' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore the default text' }));
    expect(await screen.findByText('The page shows its default text again.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/admin/settings/legal/terms/en')).toHaveLength(1);

    // Another page in another language: its own text, written right to left.
    await user.click(await screen.findByRole('combobox', { name: 'Page' }));
    await user.click(await screen.findByRole('option', { name: 'Privacy Notice' }));
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    const arabic = within(screen.getByRole('form', { name: 'Text' })).getByRole('textbox', { name: /Text/ });
    expect(arabic).toHaveValue('Default privacy in ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.clear(arabic);
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText("Write the page's text, or restore the default.")).toBeInTheDocument();
    await user.type(arabic, 'نصنا');
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('The page is saved; the shop shows it now.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/settings/legal/privacy/ar').map((call) => call.body)).toEqual([{ body: 'نصنا' }]);
  });

  test('works on a phone in Arabic, right to left', async () => {
    setScreenWidth(390);
    renderSignedIn(
      '/settings',
      owner,
      { 'GET /api/admin/settings': { body: settings }, 'GET /api/admin/settings/legal': { body: legalTexts } },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('table', { name: 'أسعار الصرف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ضبط السعر' })).toBeInTheDocument();
  });

  test('is not for support: the page says so and asks nothing', async () => {
    setScreenWidth(1280);
    await expectNotForRole('/settings', support, 'GET /api/admin/settings');
  });
});
