import type { Queryable } from '../../db/database';
import type { AuditEntry, AuditQuery } from '../../../universal/contracts/admin/audit';
import { whereClause } from '../../db/where-clause';

/** Who did it: a staff member (id null for the terminal before any staff exist, or a failed sign-in). */
export interface AuditActor {
  id: string | null;
  email: string;
  ip: string;
}

export interface AuditRecord {
  /** 'order.ship', 'order.note', 'staff.invite', 'staff.sign-in' …: `<object type>.<verb>`. */
  action: string;
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff action. Call it inside the transaction that makes the change, so the trail holds
 * exactly the changes that happened: a rolled-back change leaves no entry, and no change goes unrecorded.
 */
export async function recordAudit(tx: Queryable, actor: AuditActor, record: AuditRecord, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, staff_id, staff_email, ip, action, object_type, object_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      at,
      actor.id,
      actor.email,
      actor.ip,
      record.action,
      record.objectType,
      record.objectId,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

interface AuditRow {
  id: string;
  at: Date;
  staff_id: string | null;
  staff_email: string;
  ip: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  staffId: row.staff_id,
  staffEmail: row.staff_email,
  ip: row.ip,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  before: row.before ?? null,
  after: row.after ?? null,
});

type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

/** The WHERE clause and parameters of a filter; dates are whole UTC days, `to` included. */
function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const where = whereClause();
  const { param } = where;
  if (filter.staff) where.and(`lower(staff_email) = lower(${param(filter.staff.trim())})`);
  if (filter.objectType) where.and(`object_type = ${param(filter.objectType)}`);
  if (filter.objectId) where.and(`object_id = ${param(filter.objectId)}`);
  if (filter.from) where.and(`at >= ${param(filter.from)}::date`);
  if (filter.to) where.and(`at < ${param(filter.to)}::date + interval '1 day'`);
  return { where: where.sql, params: where.params };
}

/** The trail, read: newest first. Nothing here changes a row (the table refuses it anyway). */
export function auditLog(db: Queryable) {
  return {
    async page(query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
      const { where, params } = whereOf(query);
      const [{ total }] = (await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM audit_log ${where}`,
        params,
      )) as [{ total: number }];
      const rows = await db.query<AuditRow>(
        `SELECT * FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, query.page * query.pageSize],
      );
      return { rows: rows.map(toEntry), total };
    },

    /** Up to `limit` entries of a filter, newest first, for the CSV export. */
    async all(filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
      const { where, params } = whereOf(filter);
      const rows = await db.query<AuditRow>(
        `SELECT * FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT $${params.length + 1}`,
        [...params, limit],
      );
      return rows.map(toEntry);
    },

    /** The entries about one object, oldest first (an order's timeline). */
    async of(objectType: string, objectId: string): Promise<AuditEntry[]> {
      const rows = await db.query<AuditRow>(
        'SELECT * FROM audit_log WHERE object_type = $1 AND object_id = $2 ORDER BY at, id',
        [objectType, objectId],
      );
      return rows.map(toEntry);
    },
  };
}
