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
    // One server process shows what the runtime changes about processes: start-up, a clean stop on SIGTERM,
    // a crash by SIGKILL and the restart that takes the lock over. The other process tests (a crash mid-order,
    // several instances, a database that goes away, the operator channel, the benches' own run) test the
    // shop's own recovery and tools over those same calls and run once, on Node 20: they took about 7.5 of
    // the pass's worker-minutes at load 13 (decision 0067, 2026-11-30). The one runtime call among them that
    // this file does not make is the operator channel's Unix socket (`node:net`).
    pattern: '/main\\.process\\.test\\.ts$',
    covers: 'a real server process: start-up, SIGTERM, SIGKILL and the restart that takes its lock over',
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
