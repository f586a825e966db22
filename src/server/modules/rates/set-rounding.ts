import type { Database } from '../../db/database';
import type { RoundingRule } from '../../../universal/settlement';
import { type AuditActor, recordAudit } from '../audit';
import { raisePricedCartVersions } from '../cart';
import type { StoredRate } from './repository';

/**
 * Sets how a currency rounds a converted price (issue 50: 'minor', 'whole' or 'ending-99') and records it in
 * the audit trail, action 'currency.rounding', before → after, in one transaction. Every cart with lines moves
 * its version with it, as with a rate: a checkout against a total rounded the old way answers 409
 * CART_CHANGED. The one setter: `npm run rates -- rounding` and the console's settings page. Answers the rule
 * it replaced.
 */
export async function setRounding(
  db: Database,
  currency: StoredRate['currency'],
  rounding: RoundingRule,
  actor: AuditActor,
  at: Date,
): Promise<RoundingRule | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ rounding: RoundingRule }>(
      'SELECT rounding FROM currency_rules WHERE currency = $1 FOR UPDATE',
      [currency],
    );
    await tx.query(
      `INSERT INTO currency_rules (currency, rounding) VALUES ($1, $2)
       ON CONFLICT (currency) DO UPDATE SET rounding = EXCLUDED.rounding`,
      [currency, rounding],
    );
    await raisePricedCartVersions(tx);
    await recordAudit(
      tx,
      actor,
      {
        action: 'currency.rounding',
        objectType: 'currency',
        objectId: currency,
        before: before && { rounding: before.rounding },
        after: { rounding },
      },
      at,
    );
    return before?.rounding ?? null;
  });
}
