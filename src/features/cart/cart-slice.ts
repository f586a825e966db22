import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../shared/session';
import { PROMO_CODES } from '../../shared/pricing';
import { signedOut } from '../auth';
import type { MessageId } from '../../shared/i18n/messages';

/** Spec §4 promo state: none, or one applied code. The discount itself is computed by cartSummary. */
export interface CartUiState {
  promoCode: string | null;
}

/** The toast for each code of PROMO_CODES (spec §8). */
export const PROMO_APPLIED_MESSAGES: Readonly<Record<string, MessageId>> = {
  SAVE10: 'cart.promo.applied.SAVE10',
  SAVE5: 'cart.promo.applied.SAVE5',
};

/** The exact code, or null: promo codes are case-sensitive (spec §5). Surrounding spaces are forgiven. */
export function knownPromoCode(input: string): string | null {
  const code = input.trim();
  return Object.hasOwn(PROMO_CODES, code) ? code : null;
}

const initialState: CartUiState = { promoCode: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    promoApplied: (state, action: PayloadAction<string>) => {
      state.promoCode = action.payload;
    },
    promoRemoved: (state) => {
      state.promoCode = null;
    },
  },
  extraReducers: (builder) => {
    // A code belongs to one shopper's visit: signing out forgets it.
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

export const { promoApplied, promoRemoved } = cartSlice.actions;

export const selectPromoCode = (state: { cart: CartUiState }) => state.cart.promoCode;
