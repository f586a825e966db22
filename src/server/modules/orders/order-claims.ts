import type { Queryable } from '../../db/database';
import { accountMail, mailLocaleOf } from '../../mail/link-mail';
import type { MailBrand } from '../../mail/mail-html';
import type { OutgoingMail } from '../../mail/outbox';
import { linkTokenHash, newLinkToken } from '../auth';
import { localizedPath } from '../../../universal/i18n/locale';

/** A link that adds guest orders to an account works for a day, once. */
export const CLAIM_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The order_claims table (decision 0079): links mailed to an account's address that join the guest
 * orders placed with that address to the account. Mailing them is what makes joining safe: anyone can
 * sign up with someone else's address, but only its owner reads the link. Only the token's digest is kept.
 */
export function orderClaims(db: Queryable) {
  return {
    /** A new link's token for account `userId` at `email`. */
    async create(userId: string, email: string, now: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query('INSERT INTO order_claims (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4)', [
        hash,
        userId,
        email,
        new Date(now.getTime() + CLAIM_LINK_TTL_MS),
      ]);
      return token;
    },

    /**
     * Spends `token` for account `userId`: the email it was made for, or undefined when the link is not
     * this account's, has expired, or was used. In the caller's transaction, with the join itself.
     */
    async consume(token: string, userId: string, now: Date): Promise<string | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<{ email: string }>(
        `UPDATE order_claims SET used_at = $3
         WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING email`,
        [hash, userId, now],
      );
      return row?.email;
    },
  };
}

/** The mail with the link, in the account's profile language, opening the claim page in it. */
export function orderClaimMail(
  to: { email: string; name: string; language: string },
  brand: MailBrand,
  token: string,
  waiting: number,
): OutgoingMail {
  const locale = mailLocaleOf(to.language);
  const link = `${brand.publicUrl}${localizedPath(`/orders/claim/${token}`, locale)}`;
  return accountMail(brand, locale, to.email, 'orderClaim', link, {
    greeting: { name: to.name },
    lines: [['mail.orderClaim.body', { count: waiting }], ['mail.orderClaim.howTo']],
  });
}
