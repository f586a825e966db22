import { addressLines } from '../../../universal/i18n/address-lines';
import { regionName } from '../../../universal/i18n/display-names';
import { directionOf, type Direction, type Locale } from '../../../universal/i18n/locale';
import type { MessageId } from '../../../universal/i18n/messages';
import { orderMoney } from '../../../universal/i18n/money';
import { currencyName } from '../../../universal/i18n/display-names';
import {
  chargeLines,
  deliveryEtaText,
  deliveryText,
  type Format,
  orderTaxRule,
  paymentMethodText,
  taxText,
} from '../../../universal/i18n/order-words';
import { textIntl } from '../../../universal/i18n/text-intl';
import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import { orderNumber } from '../../../universal/order-status';
import { toMinor } from '../../../universal/settlement';
import type { LineWords, Order } from '../../../universal/contracts/order';
import { lineWordsIn } from '../../../universal/order-line-words';
import type { SellerDetails } from '../../../universal/contracts/admin/settings';
import { sellerLines } from '../../../universal/seller-lines';
import { paymentStateText } from '../../../universal/i18n/payment-words';

/** A line's title and variant as the receipt's item column shows them. */
const lineOf = ({ title, variantLabel }: LineWords) => ({ title, ...(variantLabel ? { variant: variantLabel } : {}) });

/** Who sold the order, as the receipt names the shop. */
export interface ShopDetails {
  name: string;
  /** Where the shop is: an ISO country code (SHOP_COUNTRY), named in the reader's language. */
  country: string;
  supportEmail: string;
  /** The shop's web address (PUBLIC_URL). */
  website: string;
}

export interface ReceiptOptions {
  locale: Locale;
  shop: ShopDetails;
  /** Who sells, as the owner set it in the console (legal name, address, tax number); empty: not set. */
  seller: SellerDetails;
  /** The shop's time zone (SHOP_TIMEZONE): the day the order was placed is the shop's calendar day. */
  timeZone: string;
}

export interface ReceiptLine {
  title: string;
  variant?: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/** Every text of a receipt, in the reader's language, in reading order; the PDF lays them out. */
export interface ReceiptContent {
  locale: Locale;
  direction: Direction;
  title: string;
  documentTitle: string;
  number: string;
  placedOn: string;
  seller: { label: string; lines: string[] };
  address: { label: string; lines: string[] };
  payment: { label: string; lines: string[] };
  columns: { item: string; quantity: string; unitPrice: string; amount: string };
  lines: ReceiptLine[];
  totals: { label: string; value: string; strong?: boolean }[];
  notes: string[];
  page: (page: number, pages: number) => string;
}

/**
 * A receipt's texts: the same catalog texts, amount formats and rules as the order page and the
 * confirmation mail (order-words, address-lines, money), so the three say the same. Amounts are in the
 * currency the order was charged in, never a converted display currency.
 */
export function receiptContent(order: Order, { locale, shop, seller, timeZone }: ReceiptOptions): ReceiptContent {
  const intl = textIntl(locale);
  const format: Format = (descriptor, values) => intl.formatMessage(descriptor, values);
  const text = (id: MessageId, values?: Record<string, string | number>) => format({ id }, values);
  const { major: money, minor } = orderMoney(order, locale);
  const number = orderNumber(order._id);
  const address = order.shippingAddress;
  const tax = taxText(orderTaxRule(order));
  const due = cashOnDeliveryText(order);
  const date = intl.formatDate(order.createdAt, { year: 'numeric', month: 'long', day: 'numeric', timeZone });

  const totals: ReceiptContent['totals'] = [
    { label: text('checkout.summary.subtotal'), value: money(order.subtotal) },
    ...chargeLines(order, format, minor),
    ...('row' in tax ? [{ label: text(tax.row.id, { rate: tax.row.rate }), value: money(order.tax) }] : []),
    { label: text('checkout.summary.total'), value: money(order.totalPrice), strong: true },
  ];

  return {
    locale,
    direction: directionOf(locale),
    title: text('receipt.title'),
    documentTitle: text('receipt.documentTitle', { number }),
    number: text('orderDetail.title', { number }),
    placedOn: text('orderDetail.placedOn', { date }),
    seller: {
      label: text('receipt.seller'),
      // The shop's name, then the business behind it as the owner registered it (its address, else the
      // shop's country), and how to reach it.
      lines: [
        shop.name,
        ...sellerLines(seller, format),
        ...(seller.address ? [] : [regionName(shop.country, locale)]),
        shop.supportEmail,
        shop.website,
      ],
    },
    address: {
      label: text('checkout.section.address'),
      lines: [
        ...addressLines(address, locale, text('address.separator')),
        text('orderDetail.phone', { phone: address.phone }),
      ],
    },
    payment: {
      label: text('orderDetail.paymentAndDelivery'),
      lines: [
        paymentMethodText(order.paymentMethod, format),
        ...(order.payment ? [paymentStateText(order.payment, format) as string] : []),
        ...(due ? [text(due, { amount: money(order.totalPrice) })] : []),
        `${deliveryText(order.deliveryOption, format)} · ${deliveryEtaText(order, format, locale)}`,
      ],
    },
    columns: {
      item: text('receipt.column.item'),
      quantity: text('receipt.column.quantity'),
      unitPrice: text('receipt.column.unitPrice'),
      amount: text('receipt.column.amount'),
    },
    lines: order.items.map((item) => ({
      ...lineOf(lineWordsIn(item, locale)),
      quantity: intl.formatNumber(item.quantity),
      unitPrice: money(item.price),
      amount: minor(toMinor(item.price, order.currency) * item.quantity),
    })),
    totals,
    notes: [
      ...('note' in tax ? [text(tax.note)] : []),
      text('receipt.currencyNoteIn', { currency: currencyName(order.currency, locale), code: order.currency }),
    ],
    page: (page, pages) => text('receipt.page', { page, pages }),
  };
}
