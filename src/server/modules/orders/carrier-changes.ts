/**
 * The one setter of each change to the carriers (decisions 0074, 0128): `npm run orders -- set-carrier |
 * remove-carrier` and the console's delivery terms screen both call these. Each checks the carrier by the
 * shared rules (universal/validation/carrier-rules), writes in one transaction with one audit entry (before →
 * after) and records nothing when nothing changed or it was refused. A carrier an order names is never
 * removed: the order's tracking link is built from its row.
 */
import type { Database } from '../../db/database';
import { carrierSchema } from '../../../universal/validation/carrier-rules';
import { type AuditActor, recordAudit } from '../audit';
import { type Carrier, carriersRepository } from './carriers';

/** The audit trail's object type for carriers (by name), and the actions recorded on them. */
export const CARRIER_OBJECT = 'carrier';
export const CARRIER_ACTIONS = { set: 'carrier.set', remove: 'carrier.remove' } as const;

/** Why a carrier change changed nothing. */
export type CarrierRefusal =
  /** The name or the template breaks the shared rules. */
  | 'invalid'
  /** Adding one whose name (in any case) is taken. */
  | 'exists'
  /** Changing or removing one there is none of. */
  | 'no-carrier'
  /** Removing one that orders name. */
  | 'in-use';

export type CarrierChange =
  | { kind: 'changed'; before: Carrier | undefined; after: Carrier | undefined }
  | { kind: 'unchanged'; carrier: Carrier }
  | { kind: 'refused'; reason: CarrierRefusal };

/** What saving means: add a new one, change one there is, or either (the terminal's set-carrier). */
export type SaveMode = 'add' | 'change' | 'either';

const templateOf = (carrier: Carrier | undefined) =>
  carrier ? { trackingUrlTemplate: carrier.trackingUrlTemplate } : null;

/**
 * Adds a carrier or gives the one of this name (in any case: it keeps its first spelling) a new template.
 * Audited 'carrier.set', the template before (null: new) and after; the same template again records nothing.
 */
export async function saveCarrier(
  db: Database,
  actor: AuditActor,
  at: Date,
  carrier: Carrier,
  mode: SaveMode = 'either',
): Promise<CarrierChange> {
  if (!carrierSchema.isValidSync(carrier, { strict: true })) return { kind: 'refused', reason: 'invalid' };
  return db.transaction(async (tx): Promise<CarrierChange> => {
    const carriers = carriersRepository(tx);
    const before = await carriers.lock(carrier.name);
    if (before && mode === 'add') return { kind: 'refused', reason: 'exists' };
    if (!before && mode === 'change') return { kind: 'refused', reason: 'no-carrier' };
    if (before?.trackingUrlTemplate === carrier.trackingUrlTemplate) return { kind: 'unchanged', carrier: before };
    const saved = await carriers.save(carrier);
    await recordAudit(
      tx,
      actor,
      {
        action: CARRIER_ACTIONS.set,
        objectType: CARRIER_OBJECT,
        objectId: saved.name,
        before: templateOf(before),
        after: templateOf(saved),
      },
      at,
    );
    return { kind: 'changed', before, after: saved };
  });
}

/**
 * Removes a carrier (named in any case) that no order names, under its locked row: an order shipping with it
 * at the same time waits for this to commit, then finds no carrier. Audited 'carrier.remove' (before: its
 * template; after: null).
 */
export function removeCarrier(db: Database, actor: AuditActor, at: Date, name: string): Promise<CarrierChange> {
  return db.transaction(async (tx): Promise<CarrierChange> => {
    const carriers = carriersRepository(tx);
    const before = await carriers.lock(name);
    if (!before) return { kind: 'refused', reason: 'no-carrier' };
    if (await carriers.namedByOrders(before.name)) return { kind: 'refused', reason: 'in-use' };
    await carriers.remove(before.name);
    await recordAudit(
      tx,
      actor,
      {
        action: CARRIER_ACTIONS.remove,
        objectType: CARRIER_OBJECT,
        objectId: before.name,
        before: templateOf(before),
        after: null,
      },
      at,
    );
    return { kind: 'changed', before, after: undefined };
  });
}
