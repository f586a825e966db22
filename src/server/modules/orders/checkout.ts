import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { badRequest, unauthorized } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { checkoutTotals, toCents } from '../../../shared/pricing';
import { type CheckoutRequest, toDemoPaymentMethod } from '../../../shared/validation/checkout-schema';
import { userRepository } from '../auth';
import { cartRepository } from '../cart';
import { catalogueRepository } from '../catalogue';
import { orderConfirmationMail } from './confirmation-mail';
import type { CheckoutResponse } from '../../../shared/contracts/order';
import { type NewOrderItem, ordersRepository } from './repository';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';

export const EMPTY_CART = 'Your cart is empty';
export const ORDER_PLACED = 'Order placed successfully';

/** Points where tests make a checkout fail, to prove that a failure leaves nothing behind. */
export interface CheckoutFaults {
  afterOrderInsert?: () => Promise<void>;
}

export interface CheckoutInput {
  userId: string;
  request: CheckoutRequest;
  now: Date;
  /** Base of the order link in the confirmation mail. */
  publicUrl: string;
  /** Stores the answer inside the checkout's transaction (the idempotency record). */
  recordResponse?: (tx: Queryable, response: CheckoutResponse) => Promise<void>;
  faults?: CheckoutFaults;
}

/** 24 lowercase hex characters: unguessable, and its last 8 make a readable order number. */
export function newOrderId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Turns the user's cart into a pending order, in one transaction: lock the cart, price it from
 * the catalogue (never from the request), write the order and its item snapshots, empty the cart,
 * record the answer and queue the confirmation. Anything failing rolls all of it back.
 */
export function placeOrder(db: Database, input: CheckoutInput): Promise<CheckoutResponse> {
  const { userId, request, now } = input;
  return db.transaction(async (tx) => {
    const orders = ordersRepository(tx);
    const carts = cartRepository(tx);
    const lines = await carts.lockLines(userId);
    if (lines.length === 0) throw badRequest(EMPTY_CART, undefined, ERROR_CODES.CART_EMPTY);
    const buyer = await userRepository(tx).findBuyer(userId);
    if (!buyer) throw unauthorized();

    const products = await catalogueRepository(tx).getMany(lines.map((line) => line.productId));
    const items: NewOrderItem[] = lines.map((line) => {
      const product = products.get(line.productId);
      if (!product)
        throw badRequest(
          `Product ${line.productId} is no longer available; remove it from your cart`,
          undefined,
          ERROR_CODES.PRODUCT_UNAVAILABLE,
        );
      return {
        productId: product.id,
        title: product.title,
        priceCents: toCents(product.price),
        image: product.image,
        quantity: line.quantity,
      };
    });
    // The cart's code, applied here and only here: the client never sends a discount.
    const appliedCode = await carts.promoCode(userId);
    const totals = checkoutTotals(items, request.deliveryOption, appliedCode);
    const promoCode = totals.discount > 0 ? appliedCode : undefined;

    const id = newOrderId();
    await orders.insert(
      {
        id,
        userId,
        createdAt: now,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        promoCode,
        shippingCents: totals.shipping,
        taxCents: totals.tax,
        totalCents: totals.total,
        deliveryOption: request.deliveryOption,
        paymentMethod: toDemoPaymentMethod(request.paymentMethod),
        shippingAddress: request.shippingAddress,
        customer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
      },
      items,
    );
    await input.faults?.afterOrderInsert?.();
    // Only the lines this order holds: on PostgreSQL a line another request added after the lock
    // above is visible here, and clearing the whole cart would drop it unordered.
    for (const line of lines) await carts.remove(userId, line.productId);
    // The code was spent on this order.
    if (appliedCode !== undefined) await carts.removePromoCode(userId);

    const order = await orders.get(id);
    if (!order) throw new Error(`order ${id} vanished inside its own transaction`);
    const response: CheckoutResponse = { success: true, message: ORDER_PLACED, order };
    await input.recordResponse?.(tx, response);
    if (buyer.emailNotifications) await enqueueMail(tx, orderConfirmationMail(order, buyer, input.publicUrl));
    return response;
  });
}
