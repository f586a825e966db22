import { MemoryRouter } from 'react-router-dom';
import type { DeliveryTerms } from '../../../universal/delivery-terms';
import type { PaymentMethod } from '../../../universal/validation/checkout-schema';
import { product } from '../../../test/catalogue-answers';
import { CheckoutSummary } from './CheckoutSummary';

export interface OneLineSummary {
  /** Product 1's price, and how many of it the line takes. */
  price: number;
  quantity?: number;
  terms: DeliveryTerms | undefined;
  paymentMethod?: PaymentMethod | '';
}

/** Checkout's summary of one line by standard delivery, with no action under it, inside a router. */
export function oneLineSummary({ price, quantity = 1, terms, paymentMethod }: OneLineSummary) {
  return (
    <MemoryRouter>
      <CheckoutSummary
        lines={[{ productId: '1', sku: 'P1', quantity, product: product(1, price) }]}
        deliveryOption="standard"
        terms={terms}
        paymentMethod={paymentMethod}
        action={null}
      />
    </MemoryRouter>
  );
}
