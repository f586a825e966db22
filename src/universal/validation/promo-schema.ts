/**
 * The cart's promo code box (spec §2, §8): a code's shape, matched case-sensitively. Which codes exist,
 * and whether this cart may use one now, is the server's (the console's promotions, issue 35): it
 * refuses any other with the same 'Invalid promo code'.
 */
import { object, string, type InferType } from 'yup';
import * as msg from './messages';

/** Promo codes are short; the box caps typing here so a paste cannot fill the page. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** What a code may look like (migration 040's check): letters, digits, '-' and '_', up to 32. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

export const promoCodeSchema = object({
  code: string().trim().required(msg.PROMO_CODE_INVALID).matches(PROMO_CODE_PATTERN, msg.PROMO_CODE_INVALID),
});

export type PromoCodeValues = InferType<typeof promoCodeSchema>;
