import { jwtVerify, SignJWT } from 'jose';
import type { TokenKeys } from '../auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../universal/i18n/locale';
import { GUEST_CART_DAYS } from './guest-carts';

/**
 * The token of a guest's cart reminder link (decision 0121): it names the guest cart (`sub`) and the mail's
 * language, signed with the session keys (jose, HS256) under an audience of its own, so no session guard and
 * no unsubscribe link takes it. Following it puts the guest cart's cookie back on the device, if the cart is
 * still live. It lasts a guest cart's life (30 days), beyond which the cart is gone anyway. A secret: it opens
 * the cart (its lines, and a guest checkout of them) to whoever holds the mail, as the cookie does; never
 * logged (query values are redacted by log-redaction.ts).
 */
const AUDIENCE = 'cart-restore';
const ALGORITHM = 'HS256';

export interface RestoreClaims {
  cartId: string;
  language: Locale;
}

export function issueRestoreToken(keys: TokenKeys, claims: RestoreClaims, now: Date): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ lng: claims.language })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.cartId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + GUEST_CART_DAYS * 24 * 3600)
    .sign(keys.signing);
}

/** The cart and language of an unexpired token the shop signed (with any key it still accepts); else undefined. */
export async function readRestoreToken(keys: TokenKeys, token: string, now: Date): Promise<RestoreClaims | undefined> {
  for (const key of keys.accepted) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string') return undefined;
      return { cartId: payload.sub, language: isLocale(payload.lng) ? payload.lng : DEFAULT_LOCALE };
    } catch {
      // Another key may have signed it (a rotation in progress), or none did, or it expired.
    }
  }
  return undefined;
}
