import type { Queryable } from '../../db/database';
import { linkMail } from '../../mail/link-mail';
import type { OutgoingMail } from '../../mail/outbox';
import { linkTokenHash, newLinkToken } from '../auth';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../../universal/i18n/locale';

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

/** The mail with the link: plain text for every client, and simple HTML with the same words. */
export function orderClaimMail(
  to: { email: string; name: string; language: string },
  publicUrl: string,
  token: string,
  waiting: number,
): OutgoingMail {
  // The page opens in the account's language; the mail's words are English, like the other account mails.
  const locale = isLocale(to.language) ? to.language : DEFAULT_LOCALE;
  const link = `${publicUrl}${localizedPath(`/orders/claim/${token}`, locale)}`;
  return linkMail(to, {
    subject: 'Add your earlier orders to your Storefront account',
    lines: [
      `${waiting === 1 ? 'An order was' : `${waiting} orders were`} placed as a guest with this email address.`,
      'Open this link, signed in to your Storefront account, to add them to it. It works once, for 24 hours:',
    ],
    link,
    linkText: 'Add my orders',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  });
}
