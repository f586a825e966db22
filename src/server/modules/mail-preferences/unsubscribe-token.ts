import { jwtVerify, SignJWT } from 'jose';
import type { TokenKeys } from '../auth';
import { isMarketingMailKind, type MarketingMailKind } from '../../../universal/marketing-mail';

/**
 * The token of a marketing mail's unsubscribe link (decision 0117): signed with the session keys (jose,
 * HS256) under an audience of its own, so neither session guard takes it and it is good for nothing else.
 * It names the address and the kind; it has no expiry, since a mail's link must work as long as the mail is
 * kept, and what it can do is only to turn that one kind off or on again for that one mailbox. A secret
 * all the same: never logged (query values and the path's token are redacted by log-redaction.ts).
 */
const AUDIENCE = 'mail-unsubscribe';
const ALGORITHM = 'HS256';

export interface UnsubscribeClaims {
  email: string;
  kind: MarketingMailKind;
}

export function issueUnsubscribeToken(keys: TokenKeys, claims: UnsubscribeClaims, now: Date): Promise<string> {
  return new SignJWT({ kind: claims.kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.email)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(keys.signing);
}

/** The address and kind of a token the shop signed (with any key it still accepts); undefined for anything else. */
export async function readUnsubscribeToken(keys: TokenKeys, token: string): Promise<UnsubscribeClaims | undefined> {
  for (const key of keys.accepted) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE });
      if (typeof payload.sub === 'string' && payload.sub !== '' && isMarketingMailKind(payload.kind))
        return { email: payload.sub, kind: payload.kind };
      return undefined;
    } catch {
      // Another key may have signed it (a rotation in progress), or none did.
    }
  }
  return undefined;
}
