import { escapeHtml } from '../../escape-html';
import { type MailBrand, mailLayout, mailButton, mailNote } from '../../mail/mail-html';
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
import { SHOP_NAME } from '../../../universal/shop-name';
import { filledMailWords, isMailWordsKind, type MailWords } from '../../../universal/mail-words';
import type { PayoutMethod, PayoutNotice } from '../../../universal/refund-payout';
import { lineTitleIn } from '../../../universal/order-line-words';

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
type ReturnMailKind =
  | 'returnApproved'
  | 'returnRejected'
  | 'returnRefunded'
  | 'refunded'
  | 'addressChanged'
  /** A guest's order link, mailed again when support is asked for it. */
  | 'orderLink';

/** What a return's or a refund's mail says besides the order: why it was rejected, what the refund paid back. */
export interface ReturnMailDetail {
  rejectionReason?: string;
  refundCents?: number;
  /** A cash-on-delivery refund, sent by hand: where the money went, instead of "the way you paid". */
  payout?: PayoutNotice;
  /** The address the order now goes to, as staff corrected it. */
  address?: Order['shippingAddress'];
  /** Where an approved return's parcel goes (the region's return address), with the order number to write on it. */
  returnAddress?: string;
  /** The region's return instructions, in its own words. */
  returnInstructions?: string;
  /** The carrier pickup booked on approval: its reference, which the courier asks for. */
  pickupReference?: string;
  /** The order an approval made to ship a size exchange at no charge. */
  exchangeOrderId?: string;
  /** What that order ships: each exchanged variant as its request named it (exchangeLine), read in the mail's language. */
  exchanged?: readonly ExchangedLine[];
}

/** A variant shipped instead of money, as a line the mail reads in its language, and how many units. */
type ExchangedLine = Pick<Order['items'][number], 'title' | 'variantLabel' | 'words' | 'quantity'>;

/** The texts of each mail about a return or a refund; a status's mail is its descriptor's. */
const RETURN_MAILS: Readonly<Record<ReturnMailKind, { subject: MessageId; body: MessageId; byHand?: MessageId }>> = {
  returnApproved: { subject: 'mail.return.subject.approved', body: 'mail.return.body.approved' },
  returnRejected: { subject: 'mail.return.subject.rejected', body: 'mail.return.body.rejected' },
  returnRefunded: {
    subject: 'mail.return.subject.refunded',
    body: 'mail.return.body.refunded',
    byHand: 'mail.return.body.refundedByHand',
  },
  refunded: { subject: 'mail.refund.subject', body: 'mail.refund.body', byHand: 'mail.refund.bodyByHand' },
  addressChanged: { subject: 'mail.address.subject', body: 'mail.address.body' },
  orderLink: { subject: 'mail.orderLink.subject', body: 'mail.orderLink.body' },
};

/** Where a refund sent by hand went, in the mail: by bank transfer, or to a mobile wallet. */
const PAYOUT_LINES: Readonly<Record<PayoutMethod, MessageId>> = {
  'bank-transfer': 'mail.refund.payout.bankTransfer',
  wallet: 'mail.refund.payout.wallet',
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
 * A mail about an order, in the buyer's profile language, linking to the order page in that language, in
 * the mails' layout (the shop's logo, the seller's details, the contact and legal links). The main mails'
 * opening paragraphs and subject are the owner's words when given (mail-words), else the catalog's.
 */
export function orderMail(
  kind: OrderMailKind,
  order: Order,
  buyer: Buyer,
  brand: MailBrand,
  detail: ReturnMailDetail = {},
  words?: MailWords,
): OutgoingMail {
  const { intl, locale, orderLink } = mailIntl(buyer);
  const number = orderNumber(order._id);
  const texts = isOrderStatus(kind) ? ORDER_STATUS_DESCRIPTORS[kind].mail : RETURN_MAILS[kind];
  // Sent by hand (cash on delivery): the body does not say "the way you paid"; the payout line says where.
  const byHand = Boolean(detail.payout && 'byHand' in texts && texts.byHand);
  const body = byHand && 'byHand' in texts && texts.byHand ? texts.byHand : texts.body;
  const link = orderLink(brand.publicUrl, order);
  const money = orderMoney(order, locale);
  // The owner's words replace the greeting and the news (not a refund sent by hand: its body says how).
  const owned =
    words && isMailWordsKind(kind) && !byHand
      ? filledMailWords(words, { orderNumber: number, name: buyer.name, shopName: SHOP_NAME })
      : undefined;
  const opening = owned?.paragraphs ?? [
    intl.formatMessage({ id: 'mail.status.greeting' }, { name: buyer.name }),
    intl.formatMessage({ id: body }, { number }),
  ];
  const lines = {
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
    ...(detail.payout
      ? [intl.formatMessage({ id: PAYOUT_LINES[detail.payout.method] }, { ending: detail.payout.ending })]
      : []),
    ...(detail.address ? addressLines(detail.address) : []),
    ...(detail.returnAddress
      ? [intl.formatMessage({ id: 'mail.return.sendTo' }, { address: detail.returnAddress, number })]
      : []),
    ...(detail.returnInstructions ? [detail.returnInstructions] : []),
    ...(detail.pickupReference
      ? [intl.formatMessage({ id: 'mail.return.pickup' }, { reference: detail.pickupReference, number })]
      : []),
    ...(detail.exchangeOrderId
      ? [intl.formatMessage({ id: 'mail.return.exchange' }, { exchange: orderNumber(detail.exchangeOrderId) })]
      : []),
    ...(detail.exchanged ?? []).map((line) => `${line.quantity} × ${lineTitleIn(line, locale)}`),
  ];
  // The parcel is news when it ships; later mails leave it to the order page.
  const parcel = kind === 'shipped' && order.tracking ? trackingLines(order.tracking, intl, link) : undefined;
  // Paid on delivery: shipped says what the courier will take, delivered that it was paid.
  const due =
    kind === 'shipped' || kind === 'delivered'
      ? cashOnDeliveryLine(order, (descriptor, values) => intl.formatMessage(descriptor, values), locale)
      : undefined;
  const laidOut = mailLayout(brand, locale, {
    html: `${opening.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}${decision.map((line) => `\n<p>${escapeHtml(line)}</p>`).join('')}${parcel ? `\n${parcel.html}` : ''}
<p>${escapeHtml(lines.items)}${due ? `<br><strong>${escapeHtml(due)}</strong>` : ''}</p>
${mailButton(link, lines.link)}
${mailNote(lines.footer)}`,
    text: [
      opening.join('\n\n'),
      ...(decision.length > 0 ? ['', ...decision, ''] : []),
      ...(parcel ? ['', ...parcel.text, ''] : []),
      lines.items,
      ...(due ? [due] : []),
      '',
      `${lines.link}: ${link}`,
      '',
      lines.footer,
    ].join('\n'),
  });
  return {
    to: buyer.email,
    subject: owned?.subject ?? intl.formatMessage({ id: texts.subject }, { number }),
    ...laidOut,
  };
}

/** An address as a mail writes it, a line a part: the name, the street, the place, the country, the phone. */
function addressLines(address: Order['shippingAddress']): string[] {
  return [
    address.name,
    address.street,
    [address.city, address.state, address.zipCode].filter(Boolean).join(', '),
    address.country,
    address.phone,
  ];
}

/**
 * The shipped mail's parcel: carrier and number, and where to follow it: the order's page on the shop,
 * which links to the carrier's tracking page (a mail links to the shop's own address alone, decision 0123).
 */
function trackingLines(tracking: Tracking, intl: TextIntl, orderPage: string) {
  const parcel = intl.formatMessage(
    { id: 'mail.status.tracking' },
    { carrier: tracking.carrier, number: tracking.number },
  );
  const track = intl.formatMessage({ id: 'mail.status.trackLink' }, { carrier: tracking.carrier });
  return {
    text: [parcel, `${track}: ${orderPage}`],
    html: `<p>${escapeHtml(parcel)}<br>
<a href="${escapeHtml(orderPage)}">${escapeHtml(track)}</a></p>`,
  };
}
