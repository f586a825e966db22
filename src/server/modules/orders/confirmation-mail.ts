import { escapeHtml } from '../../escape-html';
import type { OutgoingMail } from '../../mail/outbox';
import { orderNumber } from '../../../shared/order-status';
import { DELIVERY_DETAILS, formatPrice, toCents } from '../../../shared/pricing';
import type { OrderJson } from './order-model';

const money = (dollars: number) => formatPrice(toCents(dollars));

/** The order confirmation (beyond the spec): what was bought, what it cost, where it goes. */
export function orderConfirmationMail(order: OrderJson, publicUrl: string): OutgoingMail {
  const number = orderNumber(order._id);
  const link = `${publicUrl}/orders/${order._id}`;
  const delivery = DELIVERY_DETAILS[order.deliveryOption];
  const address = order.shippingAddress;
  const addressLines = [
    address.name,
    address.street,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    address.phone,
  ];
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount > 0
      ? [[`Discount (${order.promoCode ?? ''})`, `-${money(order.discount)}`] as [string, string]]
      : []),
    [`Shipping (${delivery.label})`, order.shipping === 0 ? 'FREE' : money(order.shipping)],
    ['Tax', money(order.tax)],
    ['Order total', money(order.totalPrice)],
  ];

  const text = [
    `Hello ${order.user.name},`,
    '',
    `Thank you for your order #${number}. We will let you know when it ships.`,
    '',
    ...order.items.map((item) => `${item.quantity} × ${item.title} — ${money(item.price * item.quantity)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    `Delivery: ${delivery.eta}`,
    `Payment: ${order.paymentMethod}`,
    '',
    'Shipping to:',
    ...addressLines,
    '',
    `View your order: ${link}`,
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f1111">
<h1 style="font-size:20px">Thank you for your order #${number}</h1>
<p>Hello ${escapeHtml(order.user.name)}, we will let you know when it ships.</p>
<table style="border-collapse:collapse">
${order.items
  .map(
    (item) =>
      `<tr><td style="${cell}">${item.quantity} × ${escapeHtml(item.title)}</td><td style="${cell};text-align:right">${money(item.price * item.quantity)}</td></tr>`,
  )
  .join('\n')}
${totals.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:right"><strong>${value}</strong></td></tr>`).join('\n')}
</table>
<p>Delivery: ${escapeHtml(delivery.eta)}<br>Payment: ${escapeHtml(order.paymentMethod)}</p>
<p><strong>Shipping to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">View your order</a></p>
</body></html>`;

  return { to: order.user.email, subject: `Your Storefront order ${number}`, text, html };
}
