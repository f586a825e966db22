import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import enMessages from '../../../core/i18n/messages/en.json';
import { product } from '../test-fixtures';
import { CheckoutSummary } from './CheckoutSummary';

// The label names the configured rate: with another TAX_RATE it must say that rate, not 8%.
jest.mock('../../../core/pricing', () => ({ ...jest.requireActual('../../../core/pricing'), TAX_RATE: 0.125 }));

it('labels the tax row with TAX_RATE', () => {
  render(
    <IntlProvider locale="en" messages={enMessages}>
      <MemoryRouter>
        <CheckoutSummary
          lines={[{ productId: '1', sku: 'P1', quantity: 1, product: product(1, 50) }]}
          deliveryOption="standard"
          action={null}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
  expect(screen.getByText('Tax (12.5%)')).toBeInTheDocument();
  expect(screen.queryByText('Tax (8%)')).not.toBeInTheDocument();
});
