import { type Static, Type } from 'typebox';
import type { Query } from '../endpoint';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { Day, staffEndpoints, staffGrid } from './console';

/** The audit trail (issue 35): every staff action, append-only, read and exported by owners. */

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  staffId: Type.Union([Type.String(), Type.Null()]),
  staffEmail: Type.String(),
  ip: Type.String(),
  action: Type.String({ description: "What was done: 'order.ship', 'staff.invite', 'staff.sign-in' …" }),
  objectType: Type.String(),
  objectId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** What the trail is filtered by, on the page and in the export. */
const AUDIT_FILTERS = {
  /** A staff member's email (exact, any case). */
  staff: Type.Optional(Type.String({ maxLength: 254 })),
  objectType: Type.Optional(Type.String({ maxLength: 40 })),
  objectId: Type.Optional(Type.String({ maxLength: 100 })),
  from: Day,
  to: Day,
};

export const listAudit = staffGrid(ROLES_FOR.audit, '/api/admin/audit', {
  summary: 'The audit trail, newest first, filtered by person, object and date',
  filters: AUDIT_FILTERS,
  pageSize: 50,
  row: AuditEntrySchema,
});
export type AuditQuery = Query<typeof listAudit>;

export const exportAudit = staffEndpoints(ROLES_FOR.audit).get('/api/admin/audit.csv', {
  summary: 'The filtered audit trail as CSV (up to 100,000 rows)',
  querystring: Type.Object(AUDIT_FILTERS),
  response: Type.String({ description: 'text/csv' }),
  failures: INVALID,
});
