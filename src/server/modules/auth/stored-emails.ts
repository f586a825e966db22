import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { settings } from '../../db/settings';
import { normalizeEmail } from '../../../universal/validation/email-address';
import { isUniqueViolation } from './user-repository';

/** The settings key naming the email rule the stored addresses follow; raised when the rule changes. */
const RULE_KEY = 'email_normalization';
/**
 * 3: the whole address NFKC-normalised first (issue 48 §6, decision 0090); 2: a trailing dot dropped and
 * IDNA applied to the domain (decision 0053); 1 was trim and lower case. Each only changes addresses with
 * a non-ASCII character or a trailing dot, the ones read below.
 */
const RULE_VERSION = '3';

/**
 * Brings stored addresses to the current normalizeEmail, once per database, so an account made under
 * the older rule is still found by the address its owner types (which is normalised the new way). Only
 * addresses the new rule can change are read: those with a non-ASCII character or a trailing dot. An
 * address whose new form another account already holds is left as it is and logged for support: the
 * two accounts are one person's or a look-alike, and no rule can merge them safely.
 */
export async function renormalizeStoredEmails(db: Queryable, log: FastifyBaseLogger): Promise<void> {
  const done = settings(db);
  if ((await done.get(RULE_KEY)) === RULE_VERSION) return;
  const rows = await db.query<{ id: string; email: string }>(
    "SELECT id, email FROM users WHERE email !~ '^[ -~]*$' OR email LIKE '%.'",
  );
  for (const { id, email } of rows) {
    const normalized = normalizeEmail(email);
    if (normalized === email) continue;
    try {
      await db.query('UPDATE users SET email = $2 WHERE id = $1 AND email = $3', [id, normalized, email]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      log.warn({ userId: id }, 'stored email left as it was: another account holds its normalised form');
    }
  }
  await done.set(RULE_KEY, RULE_VERSION);
}
