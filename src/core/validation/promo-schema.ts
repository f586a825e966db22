/** The cart's promo code box (spec §2, §8): one of PROMO_CODES, matched case-sensitively. */
import { object, string, type InferType } from 'yup';
import { knownPromoCode } from '../pricing';
import * as msg from './messages';

/** Promo codes are short; the box caps typing here so a paste cannot fill the page. */
export const PROMO_CODE_MAX_LENGTH = 32;

export const promoCodeSchema = object({
  code: string()
    .trim()
    .required(msg.PROMO_CODE_INVALID)
    .test('known-code', msg.PROMO_CODE_INVALID, (code) => code !== undefined && knownPromoCode(code) !== null),
});

export type PromoCodeValues = InferType<typeof promoCodeSchema>;
