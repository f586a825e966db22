import { stringify } from 'csv-stringify/sync';
import type { ModulePlugin } from '../../context';
import { inertCell as inert } from '../../http/csv';
import { fromContract } from '../../http/endpoint-route';
import { exportAudit, listAudit } from '../../../universal/contracts/admin/audit';
import type { AuditEntry } from '../../../universal/contracts/admin/audit';
import { auditLog } from './audit-log';

/** The most rows one export holds; a narrower filter reaches older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const COLUMNS = ['at', 'staff', 'ip', 'action', 'object type', 'object id', 'before', 'after'];

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.at,
      entry.staffEmail,
      entry.ip,
      entry.action,
      entry.objectType,
      entry.objectId,
      json(entry.before),
      json(entry.after),
    ].map(inert),
  );
  return stringify([COLUMNS, ...rows]);
}

/** Owners read the trail and export it; nothing here or anywhere changes it. */
const auditRoutes: ModulePlugin = async (app, { ctx }) => {
  const log = auditLog(ctx.db);

  app.route({
    ...fromContract(app, listAudit),
    handler: async (request) => log.page(request.query),
  });

  app.route({
    ...fromContract(app, exportAudit),
    handler: async (request, reply) => {
      const csv = auditCsv(await log.all(request.query, AUDIT_EXPORT_MAX_ROWS));
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });
};

export default auditRoutes;
