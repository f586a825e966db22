import { alignedColumns, commandArguments, type CommandResult, usageError } from '../../operator-command';
import type { Database } from '../../db/database';
import { terminalActor } from '../audit';
import {
  CANCELLABLE_STATUSES,
  CANCELLED,
  isOrderStatus,
  ORDER_STATUSES,
  orderNumber,
  TAKES_TRACKING,
} from '../../../universal/order-status';
import { itemCount } from '../../../universal/pricing';
import { orderMoney } from '../../../universal/i18n/money';
import type { Order, Tracking } from '../../../universal/contracts/order';
import { type OrderFilter, ordersRepository } from './repository';
import { notPaidYet, SHIPPED } from './status-changes';
import { staffChanges } from './staff-changes';
import {
  CARRIER_NAME_RULE,
  carriersRepository,
  checkParcel,
  NUMBER_PLACEHOLDER,
  parseCarrierName,
  parseTrackingUrlTemplate,
  TEMPLATE_RULE,
} from './carriers';
import { removeCarrier, saveCarrier } from './carrier-changes';
import { RETURN_MOVES, RETURN_STATUSES } from '../../../universal/return-rules';

export const OPERATOR_USAGE = `Usage:
  npm run orders -- list [--status <status>] [--limit <n>]   newest first (default limit 100)
  npm run orders -- find <order number | email>              a shopper's order by the 8-character number they see
                                                              (with or without #), or every order of one email
  npm run orders -- set-status <orderId> <status>             statuses only move forward: ${ORDER_STATUSES.join(' → ')};
                                                              ${CANCELLED} only from ${CANCELLABLE_STATUSES.join(' or ')}
  npm run orders -- ship <orderId> --carrier <name> --tracking <number>
                                                              a ${CANCELLABLE_STATUSES.join(' or ')} order becomes ${SHIPPED} with its
                                                              parcel's carrier (see carriers; any case) and tracking number
                                                              (quote one with spaces); a ${SHIPPED} order gets its tracking
                                                              corrected, without a second mail
  npm run orders -- carriers                                  the carriers and their tracking-URL templates
  npm run orders -- set-carrier <name> <url template>         adds a carrier, or gives one a new template: an https://
                                                              address with ${NUMBER_PLACEHOLDER} where the tracking number goes
  npm run orders -- remove-carrier <name>                     a carrier no order was shipped with
  npm run orders -- returns [--status <status>]               return requests, newest first
  npm run orders -- set-return-status <returnId> <status> [--reason <text>]
                                                              ${RETURN_STATUSES[0]} → ${RETURN_MOVES.requested.join(' or ')}; approved → refunded (when
                                                              the items arrive: their units go back in stock, or
                                                              stay off the shelf with --no-restock);
                                                              --reason says why a rejection was made (quote it);
                                                              a cash-on-delivery order's refund needs --payout
                                                              bank-transfer|wallet --payout-details "<IBAN or number>"
  Each change to shipped, delivered or ${CANCELLED}, and each return approved, rejected or refunded, mails the
  shopper (if their email notifications are on).`;

/** A usage error of `npm run orders`: the problem, then the whole usage (the returns' commands answer so too). */
export const ordersUsageError = (problem: string): CommandResult => usageError(problem, OPERATOR_USAGE);
const usage = ordersUsageError;

/** `npm run orders` commands another module runs (the returns', which build on the orders), by name. */
export type OrdersSubcommands = Record<string, (db: Database, rest: string[], now: Date) => Promise<CommandResult>>;

/** Rows under a header, each column as wide as its widest cell. */
const aligned = (header: string[], rows: string[][]): string => alignedColumns(header, rows).join('\n');

function table(orders: Order[]): string {
  if (orders.length === 0) return 'no orders';
  const rows = orders.map((order) => [
    order._id,
    orderNumber(order._id),
    order.status,
    orderMoney(order, 'en').major(order.totalPrice),
    String(itemCount(order.items)),
    order.createdAt.replace('T', ' ').slice(0, 16),
    order.user.email,
  ]);
  return aligned(['ORDER', 'NUMBER', 'STATUS', 'TOTAL', 'ITEMS', 'PLACED (UTC)', 'CUSTOMER'], rows);
}

/** What support types: the order number from a shopper's screen or mail ("#8318DA55"), or their email. */
function supportLookup(term: string): OrderFilter | undefined {
  if (term.includes('@')) return { email: term };
  const number = term.replace(/^#/, '').toLowerCase();
  return /^[0-9a-f]{8}$/.test(number) ? { number } : undefined;
}

const parcel = (tracking: Tracking) => `${tracking.carrier} ${tracking.number}`;

/** `ship <orderId> --carrier <name> --tracking <number>`: checks what was typed, then ships or corrects. */
async function ship(db: Database, args: string[], now: Date): Promise<CommandResult> {
  const parsed = commandArguments(args, { values: ['--carrier', '--tracking'] });
  if (typeof parsed === 'string') return usage(`ship: ${parsed}.`);
  const [id] = parsed.positional;
  const carrierName = parsed.values.get('--carrier');
  const typedNumber = parsed.values.get('--tracking');
  if (!id || !carrierName || !typedNumber)
    return usage('ship needs an order id, --carrier <name> and --tracking <number>.');
  const typed = await checkParcel(db, carrierName, typedNumber);
  if (!typed.ok) return usage(typed.problem);

  const result = await staffChanges(db, terminalActor()).ship(id, typed.tracking, now);
  if (!result.ok) {
    if (result.reason === 'not-found') return { exitCode: 1, output: `no order ${id}` };
    if (result.reason === 'unpaid') return { exitCode: 1, output: `order ${id}: ${notPaidYet(result.payment)}` };
    return {
      exitCode: 1,
      output: `order ${id} is ${result.current}; it cannot be shipped (only ${TAKES_TRACKING.join(', ')} orders take tracking)`,
    };
  }
  const order = `order ${id} (#${orderNumber(id)})`;
  const tracking = result.order.tracking;
  if (!tracking) throw new Error(`order ${id} has no tracking after shipping`);
  if (result.change === 'unchanged')
    return { exitCode: 0, output: `${order} is already ${SHIPPED} with ${parcel(tracking)}; nothing changed` };
  if (result.change === 'corrected') {
    const was = result.previous ? ` (was ${parcel(result.previous)})` : '';
    return {
      exitCode: 0,
      output: `${order} was already ${SHIPPED}; its tracking is now ${parcel(tracking)}${was}: ${tracking.url}`,
    };
  }
  return { exitCode: 0, output: `${order} is now ${SHIPPED} with ${parcel(tracking)}: ${tracking.url}` };
}

/** `set-carrier <name> <url template>`: adds a carrier or changes its template (the console's setter). */
async function setCarrier(db: Database, args: string[], now: Date): Promise<CommandResult> {
  const [typedName, typedTemplate, ...extra] = args;
  if (!typedName || !typedTemplate || extra.length > 0)
    return usage('set-carrier needs a carrier name and a tracking URL template (quote a name with spaces).');
  const name = parseCarrierName(typedName);
  if (!name) return usage(`${JSON.stringify(typedName)} is not a carrier name: ${CARRIER_NAME_RULE}.`);
  const template = parseTrackingUrlTemplate(typedTemplate);
  if (!template) return usage(`${JSON.stringify(typedTemplate)} is not a template: ${TEMPLATE_RULE}.`);
  const change = await saveCarrier(db, terminalActor(), now, { name, trackingUrlTemplate: template });
  if (change.kind === 'unchanged')
    return { exitCode: 0, output: `carrier ${change.carrier.name}: ${template} already; nothing changed` };
  if (change.kind !== 'changed' || !change.after) return usage(`${name}: ${CARRIER_NAME_RULE}; ${TEMPLATE_RULE}.`);
  const { before, after } = change;
  return {
    exitCode: 0,
    output: before
      ? `carrier ${after.name}: ${before.trackingUrlTemplate} → ${after.trackingUrlTemplate}`
      : `carrier ${after.name} added: ${after.trackingUrlTemplate}`,
  };
}

/** `remove-carrier <name>`: a carrier no order names (the console's setter). */
async function removeCarrierCommand(db: Database, args: string[], now: Date): Promise<CommandResult> {
  const [typedName, ...extra] = args;
  if (!typedName || extra.length > 0) return usage('remove-carrier needs a carrier name (quote one with spaces).');
  const change = await removeCarrier(db, terminalActor(), now, typedName.trim());
  if (change.kind === 'changed') return { exitCode: 0, output: `carrier ${change.before?.name ?? typedName} removed` };
  const known = (await carriersRepository(db).list()).map((carrier) => carrier.name).join(', ');
  if (change.kind === 'refused' && change.reason === 'in-use')
    return {
      exitCode: 1,
      output: `Orders were shipped with ${typedName}: their tracking links need it, so it stays; nothing changed.`,
    };
  return { exitCode: 1, output: `There is no carrier ${JSON.stringify(typedName)}; the carriers are ${known}.` };
}

/**
 * The operator's order commands, on any database; the CLI wraps this with the configured one. The mails
 * its changes cause are queued by the events' subscribers in the server (decision 0106), with its PUBLIC_URL.
 */
export async function runOrdersCommand(
  db: Database,
  args: string[],
  now: Date,
  more: OrdersSubcommands,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  const orders = ordersRepository(db);

  if (command === 'list') {
    const parsed = commandArguments(rest, { values: ['--status', '--limit'] });
    if (typeof parsed === 'string') return usage(`list: ${parsed}.`);
    const status = parsed.values.get('--status') ?? null;
    const limit = parsed.values.get('--limit');
    if (status !== null && !isOrderStatus(status)) return usage(`Unknown status "${status}".`);
    if (limit !== undefined && !/^[1-9]\d{0,4}$/.test(limit))
      return usage(`--limit must be a whole number from 1 to 99999.`);
    const found = await orders.list({
      status: status ?? undefined,
      limit: limit === undefined ? undefined : Number(limit),
    });
    return { exitCode: 0, output: table(found) };
  }

  if (command === 'find') {
    const term = rest.join(' ').trim();
    if (!term) return usage('find needs an order number or an email address.');
    const filter = supportLookup(term);
    if (!filter) return usage(`"${term}" is neither an 8-character order number nor an email address.`);
    const found = await orders.list(filter);
    return found.length > 0 ? { exitCode: 0, output: table(found) } : { exitCode: 1, output: `no orders for ${term}` };
  }

  if (command === 'set-status') {
    const [id, status] = rest;
    if (!id || !status) return usage('set-status needs an order id and a status.');
    if (!isOrderStatus(status)) return usage(`Unknown status "${status}".`);
    const changes = staffChanges(db, terminalActor());
    const result = status === CANCELLED ? await changes.cancel(id, now) : await changes.advance(id, status, now);
    if (result.ok) return { exitCode: 0, output: `order ${id} (#${orderNumber(id)}) is now ${status}` };
    if (result.reason === 'not-found') return { exitCode: 1, output: `no order ${id}` };
    if (result.reason === 'unpaid') return { exitCode: 1, output: `order ${id}: ${notPaidYet(result.payment)}` };
    const rule =
      result.reason === 'not-cancellable'
        ? `only ${CANCELLABLE_STATUSES.join(' or ')} orders can be cancelled`
        : `statuses only move forward: ${ORDER_STATUSES.join(' → ')}`;
    return { exitCode: 1, output: `order ${id} is ${result.current}; it cannot become ${status} (${rule})` };
  }

  if (command === 'ship') return ship(db, rest, now);

  if (command === 'carriers') {
    const carriers = await carriersRepository(db).list();
    return {
      exitCode: 0,
      output: aligned(
        ['CARRIER', 'TRACKING URL TEMPLATE'],
        carriers.map((carrier) => [carrier.name, carrier.trackingUrlTemplate]),
      ),
    };
  }

  if (command === 'set-carrier') return setCarrier(db, rest, now);
  if (command === 'remove-carrier') return removeCarrierCommand(db, rest, now);

  // The commands of the modules built on the orders (the returns'), given by the entry point.
  if (command !== undefined && Object.hasOwn(more, command)) return more[command]!(db, rest, now);

  return usage(command ? `Unknown command "${command}".` : 'No command given.');
}
