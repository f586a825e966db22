import { escapeHtml } from '../../escape-html';
import { lineEndOf, type MailBrand, mailButton, mailLayout, shopImageUrl } from '../../mail/mail-html';
import type { OutgoingMail } from '../../mail/outbox';
import {
  chargeLines,
  deliveryEtaText,
  type Format,
  orderTaxRule,
  paymentMethodText,
  taxText,
} from '../../../universal/i18n/order-words';
import { addressLines } from '../../../universal/i18n/address-lines';
import { orderNumber } from '../../../universal/order-status';
import { orderMoney } from '../../../universal/i18n/money';
import { lineTitleIn } from '../../../universal/order-line-words';
import type { Buyer } from '../auth';
import type { Order } from '../../../universal/contracts/order';
import { filledMailWords, type MailWords } from '../../../universal/mail-words';
import { defaultMailWords } from '../mail-words';
import { SHOP_NAME } from '../../../universal/shop-name';
import { mailIntl } from './status-mail';
import { cashOnDeliveryLine } from './cash-on-delivery-line';
import { paymentStateText } from '../../../universal/i18n/payment-words';

/**
 * The order confirmation (beyond the spec): what was bought, with each line's picture, what it cost,
 * where it goes, in the buyer's profile language (each line by the words it was sold under in it) with a
 * link to the order page in that language, in the mails' layout. Its subject and opening paragraphs are
 * `words` (the owner's, else the catalog's: mail-words), filled.
 */
export function orderConfirmationMail(order: Order, buyer: Buyer, brand: MailBrand, words?: MailWords): OutgoingMail {
  const { intl, locale, orderLink } = mailIntl(buyer);
  const format: Format = (descriptor, values) => intl.formatMessage(descriptor, values);
  const number = orderNumber(order._id);
  const link = orderLink(brand.publicUrl, order);
  const address = order.shippingAddress;
  const shipTo = [...addressLines(address, locale, format({ id: 'address.separator' })), address.phone];
  const eta = deliveryEtaText(order, format, locale);
  // In the currency the order was charged in, in the reader's format.
  const { major: money, minor } = orderMoney(order, locale);
  const tax = taxText(orderTaxRule(order));
  const totals: [string, string][] = [
    [format({ id: 'checkout.summary.subtotal' }), money(order.subtotal)],
    ...chargeLines(order, format, minor).map(({ label, value }): [string, string] => [label, value]),
    ...('row' in tax
      ? [[format({ id: tax.row.id }, { rate: tax.row.rate }), money(order.tax)] as [string, string]]
      : []),
    [format({ id: 'checkout.summary.total' }), money(order.totalPrice)],
  ];
  const owned = filledMailWords(words ?? defaultMailWords('confirmation', locale), {
    orderNumber: number,
    name: buyer.name,
    shopName: SHOP_NAME,
  });
  const texts = {
    heading: format({ id: 'mail.confirmation.heading' }, { number }),
    delivery: format({ id: 'mail.confirmation.delivery' }, { eta }),
    payment: [
      format({ id: 'mail.confirmation.payment' }, { method: paymentMethodText(order.paymentMethod, format) }),
      paymentStateText(order.payment, format),
    ]
      .filter(Boolean)
      .join(' · '),
    due: cashOnDeliveryLine(order, format, locale),
    shippingTo: format({ id: 'mail.confirmation.shippingTo' }),
    link: format({ id: 'mail.status.link' }),
  };

  const text = [
    owned.paragraphs.join('\n\n'),
    '',
    ...order.items.map(
      (item) => `${item.quantity} × ${lineTitleIn(item, locale)} — ${money(item.price * item.quantity)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    texts.delivery,
    texts.payment,
    ...(texts.due ? [texts.due] : []),
    '',
    `${texts.shippingTo}:`,
    ...shipTo,
    '',
    `${texts.link}: ${link}`,
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const end = lineEndOf(locale);
  const picture = (item: Order['items'][number]) => {
    const src = shopImageUrl(brand, item.image);
    return src
      ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(lineTitleIn(item, locale))}" width="56" height="56" style="display:block;width:56px;height:56px;object-fit:contain;border:0">`
      : '';
  };
  const laidOut = mailLayout(brand, locale, {
    html: `<h1 style="font-size:20px">${escapeHtml(texts.heading)}</h1>
${owned.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<table role="presentation" style="border-collapse:collapse;width:100%">
${order.items
  .map(
    (item) =>
      `<tr><td style="${cell};width:56px">${picture(item)}</td><td style="${cell}">${item.quantity} × <bdi>${escapeHtml(lineTitleIn(item, locale))}</bdi></td><td style="${cell};text-align:${end}">${money(item.price * item.quantity)}</td></tr>`,
  )
  .join('\n')}
${totals.map(([label, value]) => `<tr><td style="${cell}"></td><td style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:${end}"><strong>${escapeHtml(value)}</strong></td></tr>`).join('\n')}
</table>
<p>${escapeHtml(texts.delivery)}<br>${escapeHtml(texts.payment)}${texts.due ? `<br><strong>${escapeHtml(texts.due)}</strong>` : ''}</p>
<p><strong>${escapeHtml(texts.shippingTo)}</strong><br>${shipTo.map((line) => `<bdi>${escapeHtml(line)}</bdi>`).join('<br>')}</p>
${mailButton(link, texts.link)}`,
    text,
  });

  return {
    to: buyer.email,
    subject: owned.subject,
    ...laidOut,
    orderId: order._id,
  };
}
