import en from './i18n/messages/en.json';
import {
  ALL_ORDER_STATUSES,
  CANCELLABLE_STATUSES,
  CANCELLED,
  ORDER_STATUS_DESCRIPTORS,
  nextStep,
  ORDER_STATUSES,
} from './order-status';

describe('the order status descriptors', () => {
  test('a shopper may cancel before the order ships, and only then (spec §4)', () => {
    expect(CANCELLABLE_STATUSES).toEqual(['pending', 'processing']);
  });

  test('each status moves only forward: to the next step of the lifecycle, or out to cancelled', () => {
    for (const status of ALL_ORDER_STATUSES) {
      const step = (ORDER_STATUSES as readonly string[]).indexOf(status);
      const forward = ORDER_STATUSES[step + 1];
      for (const next of ORDER_STATUS_DESCRIPTORS[status].next)
        expect([status, next]).toEqual([status, next === CANCELLED ? CANCELLED : forward]);
    }
  });

  test('the next step leaves cancellation aside and ends at delivery', () => {
    expect(ALL_ORDER_STATUSES.map(nextStep)).toEqual(['processing', 'shipped', 'delivered', undefined, undefined]);
  });

  test("each status's name is in the shop's catalog", () => {
    for (const status of ALL_ORDER_STATUSES) expect(Object.keys(en)).toContain(ORDER_STATUS_DESCRIPTORS[status].text);
  });
});
