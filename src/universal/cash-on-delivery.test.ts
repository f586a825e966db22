import { cashOnDeliveryLimit, cashOnDeliveryState, cashOnDeliveryText, paymentFeeCents } from './cash-on-delivery';
import { checkoutTotals } from './order-totals';
import { SPEC_US_TERMS } from './delivery-terms';

const TAKES_CASH = { cashOnDelivery: { feeCents: 30 } };
const ONLINE_ONLY = { cashOnDelivery: null };

describe('cashOnDeliveryLimit (decision 0128)', () => {
  const limited = { feeCents: 30, minOrderCents: 1_000, maxOrderCents: 5_000 };
  it('takes a total from the least to the most, both included', () => {
    for (const total of [1_000, 3_000, 5_000]) expect(cashOnDeliveryLimit(limited, total)).toBeUndefined();
    expect(cashOnDeliveryLimit({ feeCents: 0 }, 99_999_999)).toBeUndefined();
  });

  it('names the limit a total breaks, by one minor unit', () => {
    expect(cashOnDeliveryLimit(limited, 999)).toEqual({ kind: 'under', limitCents: 1_000 });
    expect(cashOnDeliveryLimit(limited, 5_001)).toEqual({ kind: 'over', limitCents: 5_000 });
    expect(cashOnDeliveryLimit({ feeCents: 0, maxOrderCents: 5_000 }, 5_001)).toEqual({
      kind: 'over',
      limitCents: 5_000,
    });
  });
});

describe('paymentFeeCents', () => {
  it("is the region's fee for cash on delivery, nothing for a method paid online", () => {
    expect(paymentFeeCents(TAKES_CASH, 'cash-on-delivery')).toBe(30);
    expect(paymentFeeCents({ cashOnDelivery: { feeCents: 0 } }, 'cash-on-delivery')).toBe(0);
    expect(paymentFeeCents(TAKES_CASH, 'credit-card')).toBe(0);
    expect(paymentFeeCents(ONLINE_ONLY, 'paypal')).toBe(0);
  });

  it('is undefined where the region takes no cash: checkout refuses it', () => {
    expect(paymentFeeCents(ONLINE_ONLY, 'cash-on-delivery')).toBeUndefined();
    expect(paymentFeeCents(SPEC_US_TERMS, 'cash-on-delivery')).toBeUndefined();
  });
});

describe('checkoutTotals with a cash-on-delivery fee', () => {
  const egyptVat = { kind: 'vat', rateBasisPoints: 1400, included: true } as const;

  it('adds the fee as its own component, untaxed like delivery, so the total is exact', () => {
    // 3499 holds 14 % VAT: 3499 − round(3499 / 1.14) = 3499 − 3069 = 430.
    expect(
      checkoutTotals([{ priceCents: 3499, quantity: 1 }], { priceCents: 299, freeOverCents: 5000 }, egyptVat, null, {
        'cod-fee': 30,
      }),
    ).toEqual({
      subtotal: 3499,
      charges: [
        { kind: 'delivery', text: 'checkout.summary.shippingWith', amountCents: 299, tax: 'untaxed' },
        { kind: 'cod-fee', text: 'checkout.summary.codFee', amountCents: 30, tax: 'untaxed' },
      ],
      tax: 430,
      total: 3499 + 299 + 30,
    });
  });

  it('keeps the fee past the free-delivery threshold and under a promo code', () => {
    const totals = checkoutTotals(
      [{ priceCents: 6000, quantity: 1 }],
      { priceCents: 299, freeOverCents: 5000 },
      egyptVat,
      'SAVE5',
      { 'cod-fee': 30 },
    );
    expect(totals.charges.map((charge) => [charge.kind, charge.amountCents])).toEqual([
      ['discount', -500],
      ['delivery', 0],
      ['cod-fee', 30],
    ]);
    expect(totals.total).toBe(5500 + 30);
  });
});

describe('what a cash-on-delivery order asks of its shopper', () => {
  const cod = (status: string) => ({ paymentMethod: 'cash-on-delivery', status });

  it.each([
    ['pending', 'due', 'orders.cashOnDelivery.due'],
    ['processing', 'due', 'orders.cashOnDelivery.due'],
    ['shipped', 'due', 'orders.cashOnDelivery.due'],
    ['delivered', 'paid', 'orders.cashOnDelivery.paid'],
    ['cancelled', undefined, undefined],
  ])('%s: %s', (status, state, text) => {
    expect(cashOnDeliveryState(cod(status))).toBe(state);
    expect(cashOnDeliveryText(cod(status))).toBe(text);
  });

  it('asks nothing of an order paid online', () => {
    expect(cashOnDeliveryState({ paymentMethod: 'credit-card (Demo)', status: 'pending' })).toBeUndefined();
    expect(cashOnDeliveryText({ paymentMethod: 'paypal (Demo)', status: 'delivered' })).toBeUndefined();
  });
});
