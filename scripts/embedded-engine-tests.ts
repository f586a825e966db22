/**
 * The database tests that run on the embedded engine too when `npm test` has a PostgreSQL to run them on
 * (docs/decisions/0067-ci-time.md, the amendment of 2026-11-29).
 *
 * Both engines are PostgreSQL: the embedded one is the same server compiled to WebAssembly, so a query,
 * a constraint or a trigger answers alike on each, and every test that reaches a database runs on the real
 * server. What the embedded engine changes is listed here, each with the surface it exercises: its own
 * adapter and prepared copies, one connection that runs one transaction at a time (so every race on money
 * and stock runs on it as well as on a pool), the job queue inside the one process, the terminal opening a
 * data directory, its collation and text search. The rest run on PostgreSQL only; without
 * TEST_DATABASE_URL every test runs on the embedded engine, as on a developer's machine with no server.
 * A test file that starts to lean on one of these surfaces joins the list.
 */

/** Jest path patterns (regular expressions over the file's absolute path), each with what it covers. */
export const EMBEDDED_ENGINE_TESTS: readonly { pattern: string; covers: string }[] = [
  { pattern: '/src/server/db/', covers: 'the engine adapter, its migrations and its prepared copies' },
  { pattern: '/src/server/test/test-database\\.test\\.ts$', covers: 'a test database copied from a dump' },
  { pattern: '/src/server/jobs/', covers: 'the job queue in the one process (no second instance to share with)' },
  { pattern: '/src/server/cli/orders\\.test\\.ts$', covers: 'the terminal opening a data directory and its lock' },
  {
    pattern: '/src/server/test/reliability/(crash|several-instances)\\.process\\.test\\.ts$',
    covers: 'a killed process and a second instance on one data directory',
  },
  {
    pattern: '/src/server/modules/checkout/(checkout|idempotency)\\.routes\\.test\\.ts$',
    covers: 'parallel checkouts and retried keys on one connection: no oversell, one order a key',
  },
  {
    pattern: '/src/server/modules/checkout/settlement\\.routes\\.test\\.ts$',
    covers: "orders charged in their region's currency, and parallel refunds in it, exact to the penny",
  },
  {
    pattern: '/src/server/modules/payments/payments\\.routes\\.test\\.ts$',
    covers: 'webhooks delivered 20 at once applied once, racing provider refunds, the hold releasing stock',
  },
  {
    pattern: '/src/server/modules/checkout/hoarding\\.routes\\.test\\.ts$',
    covers: 'parallel cash-on-delivery orders held to the limit on stock',
  },
  {
    pattern: '/src/server/modules/(orders/stock|cart/cart-stock)\\.routes\\.test\\.ts$',
    covers: 'stock moved by orders, cancellations and carts under concurrency',
  },
  {
    pattern: '/src/server/modules/orders/(admin-orders|admin-refunds|status-changes)\\.routes\\.test\\.ts$',
    covers: 'a cancellation racing a shipment or another cancellation; parallel refunds, exact to the unit',
  },
  {
    pattern: '/src/server/modules/reports/(reports|exports)\\.routes\\.test\\.ts$',
    covers: "the sales report's one statement and the exports' batches read on the one connection while they stream",
  },
  {
    pattern: '/src/server/modules/orders/operator\\.test\\.ts$',
    covers: "the terminal's status change racing a cancellation",
  },
  {
    pattern: '/src/server/modules/returns/admin-returns\\.routes\\.test\\.ts$',
    covers: 'parallel return decisions and refunds',
  },
  {
    pattern: '/src/server/modules/catalogue/admin/admin-products\\.routes\\.test\\.ts$',
    covers: 'a staff stock count racing a sale',
  },
  {
    pattern: '/src/server/modules/orders/status-check\\.test\\.ts$',
    covers: "the statuses' check read back from the catalog",
  },
  {
    pattern: '/src/server/test/reliability/business-logic\\.test\\.ts$',
    covers: 'the abuse cases that race a checkout',
  },
  { pattern: '/src/server/modules/catalogue/search/', covers: "collation, text search and the SQL engine's plans" },
];

const matchesAny = (file: string): boolean =>
  EMBEDDED_ENGINE_TESTS.some(({ pattern }) => new RegExp(pattern).test(file));

/** Of the database test files, those the embedded engine leaves to PostgreSQL. */
export function postgresOnly(databaseTests: readonly string[]): string[] {
  return databaseTests.filter((file) => !matchesAny(file));
}

/** The patterns that match none of the database test files: a renamed test must not drop out silently. */
export function unmatchedEmbeddedPatterns(databaseTests: readonly string[]): string[] {
  return EMBEDDED_ENGINE_TESTS.filter(
    ({ pattern }) => !databaseTests.some((file) => new RegExp(pattern).test(file)),
  ).map(({ pattern, covers }) => `${pattern} (${covers})`);
}
