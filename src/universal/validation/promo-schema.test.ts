import { PROMO_CODE_INVALID } from './messages';
import { promoCodeSchema } from './promo-schema';

// Which codes exist is the server's now (promotions, issue 35): cart.routes.test and
// promotions.routes.test hold the spec's case-sensitive SAVE10 / SAVE5 there.
describe('promoCodeSchema', () => {
  it.each(['SAVE10', 'SAVE5', '  SAVE5 ', 'save10', 'SPRING-25'])('lets the server judge %p, trimmed', async (code) => {
    await expect(promoCodeSchema.validate({ code })).resolves.toEqual({ code: code.trim() });
  });

  it.each(['', '   ', 'SAVE 10', '-SAVE', 'x'.repeat(33)])("refuses %p with 'Invalid promo code'", async (code) => {
    await expect(promoCodeSchema.validate({ code })).rejects.toThrow(PROMO_CODE_INVALID);
  });
});
