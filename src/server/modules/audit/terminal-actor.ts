import { userInfo } from 'node:os';
import type { AuditActor } from './audit-log';

/**
 * The terminal as the audit trail names it: the system account an operator command (`npm run staff`,
 * `npm run rates` …) ran as.
 */
export function terminalActor(): AuditActor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers): the uid's name stays unknown.
  }
  return { id: null, email: `terminal:${user}`, ip: '' };
}
