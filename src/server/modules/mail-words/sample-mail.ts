import type { MailBrand } from '../../mail/mail-html';
import type { OutgoingMail } from '../../mail/outbox';
import type { Locale } from '../../../universal/i18n/locale';
import type { MailWords, MailWordsKind } from '../../../universal/mail-words';
import type { Order } from '../../../universal/contracts/order';
import { chargesOf } from '../../../universal/order-charges';
import { orderConfirmationMail, orderMail } from '../orders';

/** The order a preview and a test mail are about: one line, a picture from the shop, delivered to Cairo. */
const sampleOrder = (status: Order['status']): Order => ({
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  createdAt: '2026-11-20T10:00:00.000Z',
  status,
  currency: 'USD',
  items: [{ productId: 'sample', title: 'Linen shirt', price: 40, image: '/placeholder-product.svg', quantity: 2 }],
  subtotal: 80,
  charges: chargesOf({ delivery: 500 }),
  tax: 0,
  taxRate: 0,
  taxIncluded: true,
  totalPrice: 85,
  deliveryOption: 'standard',
  shippingAddress: {
    name: 'Mona Ali',
    street: '5 Tahrir Street',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
    phone: '01012345678',
  },
  paymentMethod: 'cash-on-delivery',
  paymentDue: null,
  user: { name: 'Mona Ali', email: 'mona@example.com', phone: '01012345678' },
});

/** Which status the sample order is at when each mail goes. */
const STATUS_OF: Readonly<Record<MailWordsKind, Order['status']>> = {
  confirmation: 'pending',
  shipped: 'shipped',
  delivered: 'delivered',
  returnApproved: 'delivered',
  refunded: 'delivered',
};

/**
 * A main mail with `words` about the sample order, in `locale` and the layout, to `to`: what the console
 * previews and what "send a test to myself" queues. Nothing of a real order is read.
 */
export function sampleMail(
  kind: MailWordsKind,
  locale: Locale,
  words: MailWords,
  brand: MailBrand,
  to: string,
): OutgoingMail {
  const order = sampleOrder(STATUS_OF[kind]);
  const buyer = { name: 'Mona Ali', email: to, phone: '', emailNotifications: true, language: locale };
  return kind === 'confirmation'
    ? orderConfirmationMail(order, buyer, brand, words)
    : orderMail(kind, order, buyer, brand, kind === 'refunded' ? { refundCents: 4000 } : {}, words);
}
