import { escapeHtml } from '../../escape-html';
import { mailHtml, mailText } from '../../mail/mail-html';
import type { OutgoingMail } from '../../mail/outbox';
import { type TextIntl, textIntl } from '../../../universal/i18n/text-intl';
import type { MessageId } from '../../../universal/i18n/messages';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../../universal/i18n/locale';
import {
  isOrderStatus,
  ORDER_STATUS_DESCRIPTORS,
  type OrderStatus,
  orderNumber,
} from '../../../universal/order-status';
import { itemCount } from '../../../universal/pricing';
import { orderMoney } from '../../../universal/i18n/money';
import type { Buyer } from '../auth';
import type { Order, Tracking } from '../../../universal/contracts/order';
import { ORDER_ACCESS_PARAM } from '../../../universal/order-access';
import { cashOnDeliveryLine } from './cash-on-delivery-line';
import type { SellerDetails } from '../../../universal/contracts/admin/settings';
import { sellerLines } from '../../../universal/seller-lines';

/**
 * What a shopper hears about by mail after the confirmation: the order's statuses that concern them
 * (processing is the shop's own step), the decisions on their return (approved, rejected, refunded),
 * and a refund staff make on the order itself.
 */
export type OrderMailKind = StatusMailKind | ReturnMailKind;
/** The statuses whose descriptor names a mail. */
type StatusMailKind = {
  [S in OrderStatus]: (typeof ORDER_STATUS_DESCRIPTORS)[S] extends { mail: object } ? S : never;
}[OrderStatus];
type ReturnMailKind = 'returnApproved' | 'returnRejected' | 'returnRefunded' | 'refunded';

/** What a return's or a refund's mail says besides the order: why it was rejected, what the refund paid back. */
export interface ReturnMailDetail {
  rejectionReason?: string;
  refundCents?: number;
}

/** The texts of each mail about a return or a refund; a status's mail is its descriptor's. */
const RETURN_MAILS: Readonly<Record<ReturnMailKind, { subject: MessageId; body: MessageId }>> = {
  returnApproved: { subject: 'mail.return.subject.approved', body: 'mail.return.body.approved' },
  returnRejected: { subject: 'mail.return.subject.rejected', body: 'mail.return.body.rejected' },
  returnRefunded: { subject: 'mail.return.subject.refunded', body: 'mail.return.body.refunded' },
  refunded: { subject: 'mail.refund.subject', body: 'mail.refund.body' },
};

/** Mail about an order is written in the buyer's profile language and links to the order page in it. */
export function mailIntl(buyer: Buyer) {
  const locale = isLocale(buyer.language) ? buyer.language : DEFAULT_LOCALE;
  return {
    intl: textIntl(locale),
    locale,
    /** The order's page; a guest's order's link carries its access key, so it opens without signing in. */
    orderLink: (publicUrl: string, order: Pick<Order, '_id' | 'access'>) =>
      `${publicUrl}${localizedPath(`/orders/${order._id}`, locale)}${order.access ? `?${ORDER_ACCESS_PARAM}=${order.access}` : ''}`,
  };
}

/** The mail an order's new status sends, if any (its descriptor's). */
export function mailForStatus(status: OrderStatus): OrderMailKind | undefined {
  return 'mail' in ORDER_STATUS_DESCRIPTORS[status] ? (status as StatusMailKind) : undefined;
}

/**
 * A mail about an order, in the buyer's profile language, linking to the order page in that language,
 * signed with the seller's legal details (the mail's footer).
 */
export function orderMail(
  kind: OrderMailKind,
  order: Order,
  buyer: Buyer,
  publicUrl: string,
  seller: SellerDetails,
  detail: ReturnMailDetail = {},
): OutgoingMail {
  const { intl, locale, orderLink } = mailIntl(buyer);
  const number = orderNumber(order._id);
  const texts = isOrderStatus(kind) ? ORDER_STATUS_DESCRIPTORS[kind].mail : RETURN_MAILS[kind];
  const link = orderLink(publicUrl, order);
  const money = orderMoney(order, locale);
  const lines = {
    greeting: intl.formatMessage({ id: 'mail.status.greeting' }, { name: buyer.name }),
    body: intl.formatMessage({ id: texts.body }, { number }),
    items: intl.formatMessage(
      { id: 'mail.status.items' },
      { count: itemCount(order.items), total: money.major(order.totalPrice) },
    ),
    link: intl.formatMessage({ id: 'mail.status.link' }),
    footer: intl.formatMessage({ id: 'mail.status.footer' }),
  };
  // A return's decision, below the news: staff's reason for a rejection, the amount of a refund.
  const decision = [
    ...(detail.rejectionReason
      ? [intl.formatMessage({ id: 'mail.return.rejectionReason' }, { reason: detail.rejectionReason })]
      : []),
    ...(detail.refundCents !== undefined
      ? [intl.formatMessage({ id: 'mail.return.refundAmount' }, { amount: money.minor(detail.refundCents) })]
      : []),
  ];
  // The parcel is news when it ships; later mails leave it to the order page.
  const parcel = kind === 'shipped' && order.tracking ? trackingLines(order.tracking, intl) : undefined;
  // Paid on delivery: shipped says what the courier will take, delivered that it was paid.
  const due =
    kind === 'shipped' || kind === 'delivered'
      ? cashOnDeliveryLine(order, (descriptor, values) => intl.formatMessage(descriptor, values), locale)
      : undefined;
  const signature = sellerLines(seller, (descriptor, values) => intl.formatMessage(descriptor, values));
  const html = mailHtml(
    locale,
    `<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.body)}</p>${decision.map((line) => `\n<p>${escapeHtml(line)}</p>`).join('')}${parcel ? `\n${parcel.html}` : ''}
<p>${escapeHtml(lines.items)}${due ? `<br><strong>${escapeHtml(due)}</strong>` : ''}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(lines.link)}</a></p>
<p style="color:#565959;font-size:12px">${escapeHtml(lines.footer)}</p>`,
    signature,
  );
  return {
    to: buyer.email,
    subject: intl.formatMessage({ id: texts.subject }, { number }),
    text: mailText(
      [
        lines.greeting,
        '',
        lines.body,
        ...(decision.length > 0 ? ['', ...decision, ''] : []),
        ...(parcel ? ['', ...parcel.text, ''] : []),
        lines.items,
        ...(due ? [due] : []),
        '',
        `${lines.link}: ${link}`,
        '',
        lines.footer,
      ].join('\n'),
      signature,
    ),
    html,
  };
}

/** The shipped mail's parcel: carrier and number, and a link to the carrier's tracking page. */
function trackingLines(tracking: Tracking, intl: TextIntl) {
  const parcel = intl.formatMessage(
    { id: 'mail.status.tracking' },
    { carrier: tracking.carrier, number: tracking.number },
  );
  const track = intl.formatMessage({ id: 'mail.status.trackLink' }, { carrier: tracking.carrier });
  return {
    text: [parcel, `${track}: ${tracking.url}`],
    html: `<p>${escapeHtml(parcel)}<br>
<a href="${escapeHtml(tracking.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(track)}</a></p>`,
  };
}
