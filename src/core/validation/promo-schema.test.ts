import { PROMO_CODE_INVALID } from './messages';
import { promoCodeSchema } from './promo-schema';

describe('promoCodeSchema', () => {
  it.each(['SAVE10', 'SAVE5', '  SAVE5 '])('accepts the known code %p, trimmed', async (code) => {
    await expect(promoCodeSchema.validate({ code })).resolves.toEqual({ code: code.trim() });
  });

  it.each(['save10', 'Save5', 'SAVE20', '', '   ', 'toString'])(
    "refuses %p with 'Invalid promo code'",
    async (code) => {
      await expect(promoCodeSchema.validate({ code })).rejects.toThrow(PROMO_CODE_INVALID);
    },
  );
});
