/**
 * The cart's promo code box (spec §2, §8): a code's shape, matched case-sensitively. Which codes exist,
 * and whether this cart may use one now, is the server's (the console's promotions, issue 35): it
 * refuses any other with the same 'Invalid promo code'.
 */
import { object, string, type InferType } from 'yup';
import * as msg from './messages';
import { PROMO_CODE_PATTERN } from './promo-code';

export const promoCodeSchema = object({
  code: string().trim().required(msg.PROMO_CODE_INVALID).matches(PROMO_CODE_PATTERN, msg.PROMO_CODE_INVALID),
});

export type PromoCodeValues = InferType<typeof promoCodeSchema>;
