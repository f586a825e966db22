import { OPERATOR_TOOLS } from '../operator/tools';
import type { CommandResult } from '../operator-command';
import type { TestApp } from './harness';

/**
 * Runs `npm run orders -- …` on the test app's database at its clock's time, as the terminal runs it: the
 * orders' commands with the returns' (composed in operator/tools.ts), so a test sees the shop's command set.
 */
export function ordersTerminal(t: TestApp, args: string[]): Promise<CommandResult> {
  return OPERATOR_TOOLS.orders.run(args, t.db, { config: t.ctx.config, now: t.clock.now() });
}
