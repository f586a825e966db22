import { screen } from '@testing-library/react';
import { type DeliveryTerms, SPEC_US_TERMS } from '../../../universal/delivery-terms';
import { renderInEnglish } from '../../../test/intl';
import { TEST_DELIVERY_TERMS } from '../../../test/mock-api';
import { oneLineSummary } from './summary-test-render';

const EGYPT = TEST_DELIVERY_TERMS.countries[0] as DeliveryTerms;

function renderSummary(terms: DeliveryTerms | undefined, price = 114) {
  renderInEnglish(oneLineSummary({ price, terms }));
}

const row = (label: string) => screen.getByText(label).parentElement;

it("adds the spec's 8 % sales tax for its shopper in the United States", () => {
  renderSummary(SPEC_US_TERMS, 100);
  expect(row('Tax (8%)')).toHaveTextContent('$8.00');
  expect(row('Order total')).toHaveTextContent('$108.00');
});

it("names VAT inside the prices where the country's rule holds it, and adds nothing for it", () => {
  renderSummary(EGYPT, 114);
  expect(row('Includes VAT (14%)')).toHaveTextContent('$14.00');
  expect(screen.queryByText(/^Tax/)).not.toBeInTheDocument();
  // The goods pass the region's $50: standard delivery is free, and the total is the price.
  expect(row('Order total')).toHaveTextContent('$114.00');
});

it('says no tax is added where none is charged, instead of a row of zero', () => {
  renderSummary({ ...EGYPT, tax: { kind: 'sales-tax', rateBasisPoints: 0, included: false } }, 20);
  expect(screen.getByText(/no tax is added here/)).toBeInTheDocument();
  // Under the threshold: the region's standard price is added.
  expect(row('Order total')).toHaveTextContent('$22.99');
});

it('shows no total before the terms are known', () => {
  renderSummary(undefined, 100);
  expect(row('Subtotal')).toHaveTextContent('$100.00');
  expect(row('Order total')).not.toHaveTextContent('$');
});
