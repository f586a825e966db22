import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../../universal/i18n/locale';
import type { Currency } from '../../../universal/i18n/money';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import { ShopperLocaleContext } from '../../../browser-kit/i18n/shopper-locale';
import { SPEC_US_TERMS } from '../../../universal/delivery-terms';
import { oneLineSummary } from './summary-test-render';

const rates = { EUR: 0.92, GBP: 0.79, EGP: 48.5 };

function renderSummary(locale: Locale, currency: Currency) {
  const messages = locale === 'ar' ? arMessages : enMessages;
  render(
    <IntlProvider locale={locale === 'ar' ? 'ar-u-nu-latn' : locale} messages={messages}>
      <ShopperLocaleContext.Provider
        value={{
          locale,
          currency,
          rates,
          setCurrency: () => undefined,
          shipTo: 'US',
          shipToPicked: false,
          setShipTo: () => undefined,
        }}
      >
        {oneLineSummary({ price: 50, quantity: 2, terms: SPEC_US_TERMS })}
      </ShopperLocaleContext.Provider>
    </IntlProvider>,
  );
}

describe('checkout summary in the shopper currency', () => {
  it('in dollars: exact amounts, no approximation and no charge note', () => {
    renderSummary('en', 'USD');
    expect(screen.getByText('$108.00')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(screen.queryByText(/charged/)).not.toBeInTheDocument();
  });

  it('in EGP: every amount converted and marked approximate, and the dollar charge stated', () => {
    renderSummary('en', 'EGP');
    // 100.00 + 8% tax = 108.00 USD; 10800 cents × 48.5 = 523800 piastres
    expect(screen.getByText(/≈ EGP\s5,238\.00/)).toBeInTheDocument();
    expect(screen.getByText(/You will be charged/)).toHaveTextContent(
      'You will be charged $108.00 in US dollars. Amounts in other currencies are approximate.',
    );
  });

  it('in Arabic with EGP: Latin digits, the dollar charge stated in Arabic', () => {
    renderSummary('ar', 'EGP');
    expect(screen.getByText(/سيُخصم منك/)).toHaveTextContent('108.00');
    expect(document.body.textContent).not.toMatch(/[\u0660-\u0669]/);
  });
});
