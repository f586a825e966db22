import { MemoryRouter } from 'react-router-dom';
import type { DeliveryTerms } from '../../../universal/delivery-terms';
import type { PaymentMethod } from '../../../universal/validation/checkout-schema';
import { product } from '../../../test/catalogue-answers';
import { BASE_PRICE_BOOK, type PriceBook } from '../../../universal/settlement';
import type { CartPromotion } from '../../../universal/contracts/cart';
import { CheckoutSummary } from './CheckoutSummary';

export interface OneLineSummary {
  /** Product 1's price, and how many of it the line takes. */
  price: number;
  quantity?: number;
  terms: DeliveryTerms | undefined;
  paymentMethod?: PaymentMethod | '';
  /** The terms' currency's book (default: dollars, the book of terms that settle in them). */
  book?: PriceBook;
  /** Product 1's own prices by currency (its price list). */
  prices?: Record<string, number>;
  /** The cart's code and what it gives (US cents, as the cart answers it). */
  promo?: { code: string; promotion: CartPromotion };
}

/** Checkout's summary of one line by standard delivery, with no action under it, inside a router. */
export function oneLineSummary({
  price,
  quantity = 1,
  terms,
  paymentMethod,
  book = BASE_PRICE_BOOK,
  prices,
  promo,
}: OneLineSummary) {
  return (
    <MemoryRouter>
      <CheckoutSummary
        lines={[{ productId: '1', sku: 'P1', quantity, product: { ...product(1, price), ...(prices && { prices }) } }]}
        deliveryOption="standard"
        terms={terms}
        book={book}
        promoCode={promo?.code}
        promotion={promo?.promotion}
        paymentMethod={paymentMethod}
        action={null}
      />
    </MemoryRouter>
  );
}
