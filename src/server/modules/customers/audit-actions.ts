import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { type AuditRecord, recordAudit } from '../audit';
import { staffActor } from '../staff';

/** The audit trail's object type for shoppers' accounts, and the actions the console records on them. */
export const CUSTOMER_OBJECT = 'customer';

export const CUSTOMER_ACTIONS = {
  passwordReset: 'customer.password-reset',
  endSessions: 'customer.end-sessions',
  note: 'customer.note',
  deleteNote: 'customer.note-delete',
  tag: 'customer.tag',
  untag: 'customer.untag',
} as const;

/** Records a staff action on a customer's account in `tx`, the transaction of the change. */
export const auditCustomer = (
  tx: Queryable,
  request: FastifyRequest,
  record: Omit<AuditRecord, 'objectType'>,
  now: Date,
): Promise<void> => recordAudit(tx, staffActor(request), { ...record, objectType: CUSTOMER_OBJECT }, now);
