import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { ROLES_FOR } from '../../staff-roles';

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

export const AuditQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  /** A staff member's email (exact, any case). */
  staff: Type.Optional(Type.String({ maxLength: 254 })),
  objectType: Type.Optional(Type.String({ maxLength: 40 })),
  objectId: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit trail, newest first, filtered by person, object and date',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.audit,
  querystring: AuditQuerySchema,
  response: Type.Object({ rows: Type.Array(AuditEntrySchema), total: Type.Integer() }),
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] },
});

export const exportAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit.csv',
  summary: 'The filtered audit trail as CSV (up to 100,000 rows)',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.audit,
  querystring: Type.Omit(AuditQuerySchema, ['page', 'pageSize']),
  response: Type.String({ description: 'text/csv' }),
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] },
});
