import type { Queryable } from '../../db/database';
import { ACCOUNT_MAIL_DEFAULTS, MARKETING_MAIL_KINDS, type MarketingMailKind } from '../../../universal/marketing-mail';
import { normalizeEmail } from '../../../universal/validation/auth-schemas';

export type MailChoices = Record<MarketingMailKind, boolean>;

/**
 * Which marketing mails each mailbox gets (table mail_choices, decision 0117), keyed by its normalized
 * address. A kind never chosen has its default: the account default for an account's address, and for a
 * guest's whatever its sender says (`guestDefault`), so the later alerts and reminders decide their own.
 */
export function mailChoices(db: Queryable) {
  const chosen = async (email: string): Promise<Partial<MailChoices>> => {
    const rows = await db.query<{ kind: string; subscribed: boolean }>(
      'SELECT kind, subscribed FROM mail_choices WHERE email = $1',
      [normalizeEmail(email)],
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.subscribed]));
  };

  return {
    /** An account's choices, every kind named: what it chose, else the account default. */
    async ofAccount(email: string): Promise<MailChoices> {
      return { ...ACCOUNT_MAIL_DEFAULTS, ...pick(await chosen(email)) };
    },

    /** Whether `kind` may be mailed to `email`: its choice, else `fallback` (its default for this recipient). */
    async allows(email: string, kind: MarketingMailKind, fallback: boolean): Promise<boolean> {
      const [row] = await db.query<{ subscribed: boolean }>(
        'SELECT subscribed FROM mail_choices WHERE email = $1 AND kind = $2',
        [normalizeEmail(email), kind],
      );
      return row ? row.subscribed : fallback;
    },

    /** Records the choices named (an unsubscribe, a resubscribe, the profile's switches); others stay. */
    async set(email: string, choices: Partial<MailChoices>, now: Date): Promise<void> {
      const entries = MARKETING_MAIL_KINDS.flatMap((kind) => {
        const subscribed = choices[kind];
        return subscribed === undefined ? [] : [{ kind, subscribed }];
      });
      if (entries.length === 0) return;
      await db.query(
        `INSERT INTO mail_choices (email, kind, subscribed, changed_at)
         SELECT $1, kind, subscribed, $4 FROM unnest($2::text[], $3::boolean[]) AS chosen (kind, subscribed)
         ON CONFLICT (email, kind) DO UPDATE SET subscribed = EXCLUDED.subscribed, changed_at = EXCLUDED.changed_at`,
        [normalizeEmail(email), entries.map((entry) => entry.kind), entries.map((entry) => entry.subscribed), now],
      );
    },

    /**
     * An account moved to another address takes its choices along; where the new mailbox already said
     * no to a kind, it stays no. The old address keeps its rows (an undone change finds them again).
     */
    async carryOver(fromEmail: string, toEmail: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO mail_choices (email, kind, subscribed, changed_at)
         SELECT $2, kind, subscribed, $3 FROM mail_choices WHERE email = $1
         ON CONFLICT (email, kind) DO UPDATE
           SET subscribed = mail_choices.subscribed AND EXCLUDED.subscribed, changed_at = EXCLUDED.changed_at`,
        [normalizeEmail(fromEmail), normalizeEmail(toEmail), now],
      );
    },
  };
}

/** The rows of kinds this code knows (a kind taken out of the list leaves rows nobody reads). */
function pick(chosen: Partial<Record<string, boolean>>): Partial<MailChoices> {
  return Object.fromEntries(
    MARKETING_MAIL_KINDS.flatMap((kind) => (chosen[kind] === undefined ? [] : [[kind, chosen[kind]]])),
  );
}
