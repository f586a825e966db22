import type { Queryable } from '../../db/database';
import { newLinkToken, passwordLinks } from '../auth';

/** How long a set-password link (first owner, invitation, reset) can be used. */
export const PASSWORD_LINK_HOURS = 72;

/** One-use links that set a staff password; only their digest is stored. */
export function staffPasswordLinks(db: Queryable) {
  const links = passwordLinks(db, { table: 'staff_password_links', owner: 'staff_id' });
  return {
    /** A new link's token for the member; earlier unused links of theirs stop working. */
    async issue(staffId: string, now: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query('DELETE FROM staff_password_links WHERE staff_id = $1', [staffId]);
      await db.query(
        'INSERT INTO staff_password_links (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hash, staffId, now, new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000)],
      );
      return token;
    },

    /** The member a usable link is for. */
    holder: links.holder,

    /** Spends the link, once: the member it was for, or undefined when it was not usable. */
    spend: links.spend,
  };
}
