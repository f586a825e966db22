import type { MessageId } from './messages';
import type { DeliveryOption } from '../delivery-terms';

/**
 * The catalog ids of each delivery option's name and time, the code the server and the database keep: apart from
 * order-words.ts (payment methods, charges, tax) so the product page's delivery line carries only these.
 */
export const DELIVERY_TEXT: Readonly<Record<DeliveryOption, { label: MessageId; eta: MessageId }>> = {
  standard: { label: 'checkout.delivery.standard', eta: 'checkout.delivery.standard.eta' },
  express: { label: 'checkout.delivery.express', eta: 'checkout.delivery.express.eta' },
  'same-day': { label: 'checkout.delivery.sameDay', eta: 'checkout.delivery.sameDay.eta' },
};
