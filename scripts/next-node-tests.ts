/**
 * The tests that run a second time on the next Node.js LTS (docs/decisions/0067-ci-time.md, 0087).
 *
 * The second pass is there to catch what the runtime itself changes, not to run the shop's logic twice:
 * the order, cart and catalogue rules are plain JavaScript over the database and behave the same on any
 * Node. What does move between Node majors is listed here, each with the surface it exercises. A test
 * file that starts to lean on one of these surfaces joins the list; the rest run once, on Node 20.
 */
export const NEXT_NODE = 24;

/** Jest path patterns (regular expressions over the file's absolute path), each with the runtime surface it covers. */
export const NEXT_NODE_TESTS: readonly { pattern: string; covers: string }[] = [
  { pattern: '/src/universal/', covers: 'Intl and ICU data: money, dates, plurals, collation, display names, digits' },
  {
    // Not the benches' own run (bench-runs.process.test.ts): it checks that the bench scripts still run, on
    // the servers the other process tests already start on this runtime.
    pattern: '/(main|crash|several-instances|channel|database-outage)\\.process\\.test\\.ts$',
    covers:
      'real server processes: start-up, signals, crash and restart, several instances, the operator channel, a database that goes away',
  },
  { pattern: '/src/server/db/', covers: 'the embedded engine (WebAssembly, dynamic import) and the pg driver' },
  { pattern: '/src/server/(config|heap-policy|logging)\\.test\\.ts$', covers: 'environment, memory policy, pino' },
  { pattern: '/src/server/http/app\\.test\\.ts$', covers: 'Fastify on the runtime: HTTP parsing, streams, errors' },
  { pattern: '/src/server/mail/', covers: 'sockets and the SMTP client' },
  { pattern: '/src/server/modules/auth/(tokens|auth\\.routes)\\.test\\.ts$', covers: 'WebCrypto (jose), argon2' },
  { pattern: '/src/server/modules/receipts/receipt-pdf\\.test\\.ts$', covers: 'PDF streams and fonts' },
  { pattern: '/src/server/modules/catalogue/images/', covers: 'sharp (native add-on, N-API)' },
  { pattern: '/src/server/render/server-rendering\\.test\\.ts$', covers: "React's server renderer on the runtime" },
  { pattern: '/src/server/test/reliability/hostile-input\\.test\\.ts$', covers: 'URL, Buffer and JSON edge cases' },
];

/** The jest arguments that run this pass: the listed files of the `universal` and `server` projects. */
export function nextNodeJestArgs(): string[] {
  return ['--selectProjects', 'universal', 'server', '--testPathPatterns', ...NEXT_NODE_TESTS.map((t) => t.pattern)];
}
