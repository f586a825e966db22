// The audit module's face: recording staff actions (inside the change's transaction) and reading the
// trail. It owns audit_log (see db/table-owners.ts). Other modules import from here only.
export { type AuditActor, auditLog, type AuditRecord, recordAudit } from './audit-log';
// The actor of an operator command run from the terminal.
export { terminalActor } from './terminal-actor';
