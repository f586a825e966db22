import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../../universal/i18n/locale';
import type { Currency } from '../../../universal/i18n/money';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import { ShopperLocaleContext } from '../../../browser-kit/i18n/shopper-locale';
import { type DeliveryTerms, SPEC_US_TERMS } from '../../../universal/delivery-terms';
import { priceBookOf } from '../../../entities/product/use-price-book';
import { TEST_EGYPT_POUND_TERMS, TEST_RATES, TEST_UK_TERMS } from '../../../test/mock-api';
import { type OneLineSummary, oneLineSummary } from './summary-test-render';

// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const row = (label: string) => plain(screen.getByText(label).parentElement?.textContent);
const chargeNote = () => plain(screen.getByTestId('charge-currency').textContent);

/** The summary as a shopper delivering under `terms` sees it, displaying `shown` (default: the terms' currency). */
function renderSummary(
  terms: DeliveryTerms,
  summary: Omit<OneLineSummary, 'terms' | 'book'>,
  { locale = 'en', shown = terms.currency }: { locale?: Locale; shown?: Currency } = {},
) {
  render(
    <IntlProvider
      locale={locale === 'ar' ? 'ar-u-nu-latn' : locale}
      messages={locale === 'ar' ? arMessages : enMessages}
    >
      <ShopperLocaleContext.Provider
        value={{
          locale,
          currency: shown,
          settlement: terms.currency,
          rates: TEST_RATES.rates,
          setCurrency: () => undefined,
          shipTo: terms.country,
          shipToPicked: false,
          setShipTo: () => undefined,
        }}
      >
        {oneLineSummary({ ...summary, terms, book: priceBookOf(terms.currency, TEST_RATES) })}
      </ShopperLocaleContext.Provider>
    </IntlProvider>,
  );
}

describe('checkout summary in the settlement currency (issue 50)', () => {
  it('in the United States: dollars, exact, and the charge said in them', () => {
    renderSummary(SPEC_US_TERMS, { price: 50, quantity: 2 });
    expect(row('Order total')).toBe('Order total$108.00');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(chargeNote()).toBe('You will be charged $108.00 in USD (US Dollar).');
  });

  it('in Egypt: the dollar price at the rate to the whole pound, delivery and fee in pounds, charged in EGP', () => {
    // $34.99 × 48.50 = EGP 1,697.015 → EGP 1,697; under EGP 2,425 standard delivery costs EGP 145.
    renderSummary(TEST_EGYPT_POUND_TERMS, { price: 34.99, paymentMethod: 'cash-on-delivery' });
    expect(row('Subtotal')).toBe('SubtotalEGP 1,697.00');
    expect(row('Shipping (Standard Delivery)')).toBe('Shipping (Standard Delivery)EGP 145.00');
    expect(row('Cash on delivery fee')).toBe('Cash on delivery feeEGP 15.00');
    expect(row('Order total')).toBe('Order totalEGP 1,857.00');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(chargeNote()).toBe('You will be charged EGP 1,857.00 in EGP (Egyptian Pound).');
  });

  it("takes a variant's price-list price over the converted one", () => {
    renderSummary(TEST_EGYPT_POUND_TERMS, { price: 34.99, prices: { EGP: 150000 } });
    expect(row('Subtotal')).toBe('SubtotalEGP 1,500.00');
    expect(row('Order total')).toBe('Order totalEGP 1,645.00');
  });

  it('converts a flat code and its minimum into pounds to the piastre, as checkout does', () => {
    // $5 off from $20: EGP 242.50 off from EGP 970; EGP 1,697 - 242.50 + 145 = EGP 1,599.50.
    renderSummary(TEST_EGYPT_POUND_TERMS, {
      price: 34.99,
      promo: { code: 'FIVE', promotion: { kind: 'flat', cents: 500, minOrderCents: 2000 } },
    });
    expect(row('Discount (FIVE)')).toBe('Discount (FIVE)-EGP 242.50');
    expect(row('Order total')).toBe('Order totalEGP 1,599.50');
  });

  it('in the United Kingdom: sterling prices end in .99', () => {
    // $34.99 × 0.79 = £27.6421 → £27.99; under £40 standard delivery costs £3.99.
    renderSummary(TEST_UK_TERMS, { price: 34.99 });
    expect(row('Subtotal')).toBe('Subtotal£27.99');
    expect(row('Order total')).toBe('Order total£31.98');
    expect(chargeNote()).toBe('You will be charged £31.98 in GBP (British Pound).');
  });

  it('an Egyptian shopper displaying dollars sees them marked approximate, and the charge exactly in pounds', () => {
    renderSummary(TEST_EGYPT_POUND_TERMS, { price: 34.99 }, { shown: 'USD' });
    // EGP 1,842 at 48.50 to the dollar: ≈ $37.98.
    expect(row('Order total')).toBe('Order total≈ $37.98');
    expect(chargeNote()).toBe(
      'You will be charged EGP 1,842.00 in EGP (Egyptian Pound). Amounts marked ≈ are converted and approximate.',
    );
  });

  it('in Arabic: Latin digits, the charge said in Arabic', () => {
    renderSummary(TEST_EGYPT_POUND_TERMS, { price: 34.99 }, { locale: 'ar' });
    expect(chargeNote()).toContain('ستدفع');
    expect(chargeNote()).toContain('1,842.00');
    expect(document.body.textContent).not.toMatch(/[\u0660-\u0669]/);
  });
});
