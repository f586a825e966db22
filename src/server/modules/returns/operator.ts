import { commandArguments } from '../../operator-command';
import { terminalActor } from '../audit';
import { ordersUsageError, type OrdersSubcommands } from '../orders';
import { orderNumber } from '../../../universal/order-status';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import { isReturnStatus, MAX_REJECTION_REASON, RETURN_MOVES } from '../../../universal/return-rules';
import { orderReturns } from './returns';
import { staffReturnChanges } from './staff-return-changes';
import {
  cleanPayout,
  PAYOUT_METHODS,
  PAYOUT_REFUSALS,
  type PayoutMethod,
  type RefundPayout,
} from '../../../universal/refund-payout';

function returnsTable(requests: ReturnRequest[]): string {
  if (requests.length === 0) return 'no return requests';
  return requests
    .map(
      (request) =>
        `${request.id}  order #${orderNumber(request.orderId)}  ${request.status.padEnd(9)}  ${request.reason.padEnd(16)}  ` +
        `${request.createdAt.replace('T', ' ').slice(0, 16)}  ${request.items.map((item) => `${item.quantity} × ${item.title}`).join('; ')}`,
    )
    .join('\n');
}

/** A cash order's refund's payout from the terminal's flags: both or neither; or why not. */
function typedPayout(method: string | undefined, details: string | undefined): RefundPayout | string | undefined {
  if (method === undefined && details === undefined) return undefined;
  if (method === undefined || details === undefined) return '--payout and --payout-details go together.';
  if (!(PAYOUT_METHODS as readonly string[]).includes(method))
    return `--payout is ${PAYOUT_METHODS.join(' or ')}, not "${method}".`;
  return cleanPayout({ method: method as PayoutMethod, details });
}

/** The return requests' commands of `npm run orders` (its usage names them): the list, and a decision. */
export const returnCommands: OrdersSubcommands = {
  returns: async (db, rest) => {
    const parsed = commandArguments(rest, { values: ['--status'] });
    if (typeof parsed === 'string') return ordersUsageError(`returns: ${parsed}.`);
    const status = parsed.values.get('--status');
    if (status !== undefined && !isReturnStatus(status)) return ordersUsageError(`Unknown return status "${status}".`);
    return { exitCode: 0, output: returnsTable(await orderReturns(db).list(status)) };
  },

  'set-return-status': async (db, rest, now) => {
    const parsed = commandArguments(rest, {
      values: ['--reason', '--payout', '--payout-details'],
      switches: ['--no-restock'],
    });
    if (typeof parsed === 'string') return ordersUsageError(`set-return-status: ${parsed}.`);
    const [id, status] = parsed.positional;
    if (!id || !status) return ordersUsageError('set-return-status needs a return id and a status.');
    if (!isReturnStatus(status)) return ordersUsageError(`Unknown return status "${status}".`);
    const typedReason = parsed.values.get('--reason');
    const rejectionReason = typedReason?.trim();
    if (typedReason !== undefined && status !== 'rejected')
      return ordersUsageError('--reason goes with rejected only.');
    if (rejectionReason !== undefined && (!rejectionReason || rejectionReason.length > MAX_REJECTION_REASON))
      return ordersUsageError(
        `--reason needs a text of 1 to ${MAX_REJECTION_REASON} characters (quote one with spaces).`,
      );
    const payout = typedPayout(parsed.values.get('--payout'), parsed.values.get('--payout-details'));
    if (typeof payout === 'string') return ordersUsageError(payout);
    if (payout && status !== 'refunded') return ordersUsageError('--payout goes with refunded only.');
    const keepOff = parsed.switches.has('--no-restock');
    if (keepOff && status !== 'refunded') return ordersUsageError('--no-restock goes with refunded only.');
    const result = await staffReturnChanges(db, terminalActor()).moveReturn(id, status, now, {
      ...(rejectionReason !== undefined && { rejectionReason }),
      ...(payout && { payout }),
      ...(keepOff && { restock: false }),
    });
    if (result.ok)
      return { exitCode: 0, output: `return ${id} (order #${orderNumber(result.request.orderId)}) is now ${status}` };
    if (result.reason === 'not-found') return { exitCode: 1, output: `no return ${id}` };
    if (result.reason === 'payout-needed' || result.reason === 'payout-not-used')
      return {
        exitCode: 1,
        output: `return ${id}: ${PAYOUT_REFUSALS[result.reason]} (--payout bank-transfer|wallet --payout-details "<number>")`,
      };
    const next = RETURN_MOVES[result.current];
    return {
      exitCode: 1,
      output: `return ${id} is ${result.current}; it cannot become ${status} (${next.length > 0 ? `next: ${next.join(' or ')}` : 'that is final'})`,
    };
  },
};
