import type { Queryable } from '../../db/database';

/** An audit entry as the console's tests check it: who did what, and the object before and after. */
export interface AuditEntry {
  action: string;
  staff_email: string;
  before: unknown;
  after: unknown;
}

/** The audit trail of one object, oldest entry first. */
export const auditEntries = (db: Queryable, objectType: string, objectId: string) =>
  db.query<AuditEntry>(
    'SELECT action, staff_email, before, after FROM audit_log WHERE object_type = $1 AND object_id = $2 ORDER BY id',
    [objectType, objectId],
  );
