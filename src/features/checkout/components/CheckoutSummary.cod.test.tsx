import { screen } from '@testing-library/react';
import { type DeliveryTerms, SPEC_US_TERMS } from '../../../universal/delivery-terms';
import type { PaymentMethod } from '../../../universal/validation/checkout-schema';
import { TEST_DELIVERY_TERMS } from '../../../test/mock-api';
import { renderInEnglish } from '../../../test/intl';
import { oneLineSummary } from './summary-test-render';

/** Egypt as migration 033 ships it: VAT inside the prices, standard $2.99 under $50, cash on delivery $0.30. */
const EGYPT = TEST_DELIVERY_TERMS.countries[0] as DeliveryTerms;

function renderSummary(paymentMethod: PaymentMethod | '', terms: DeliveryTerms = EGYPT) {
  return renderInEnglish(oneLineSummary({ price: 34.99, terms, paymentMethod }));
}

const row = (label: string) => screen.queryByText(label)?.parentElement;

it('adds a "Cash on delivery fee" row and the fee to the total when cash on delivery is chosen', () => {
  renderSummary('cash-on-delivery');
  expect(row('Cash on delivery fee')).toHaveTextContent('$0.30');
  expect(row('Order total')).toHaveTextContent('$38.28');
});

it('adds nothing for a method paid online, or before a method is chosen', () => {
  for (const method of ['credit-card', ''] as const) {
    const { unmount } = renderSummary(method);
    expect(row('Cash on delivery fee')).toBeUndefined();
    expect(row('Order total')).toHaveTextContent('$37.98');
    unmount();
  }
});

it('adds nothing where the region takes no cash, whatever the form still holds', () => {
  renderSummary('cash-on-delivery', SPEC_US_TERMS);
  expect(row('Cash on delivery fee')).toBeUndefined();
  // The spec's US: $34.99 + 8 % ($2.80), standard free.
  expect(row('Order total')).toHaveTextContent('$37.79');
});
