import { spawnSync } from 'node:child_process';

/**
 * `npm test`: formatting check, lint, type check, unit/component/server tests on the embedded database, the server tests
 * again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests.
 */
function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const npx = 'npx';
run('Formatting (Prettier)', npx, ['prettier', '--check', '--log-level', 'warn', '.']);
run('Lint (ESLint: boundaries, cycles, hooks, no hex colours in components)', npx, [
  'eslint',
  '--max-warnings',
  '0',
  '.',
]);
run('Type check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Unit, component and server tests (embedded database)', npx, ['jest', '--ci'], { TEST_DB_ENGINE: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('Server tests on PostgreSQL', npx, ['jest', '--ci', '--selectProjects', 'server'], {
    TEST_DB_ENGINE: 'postgres',
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on the embedded database only.');
}
run('Browser tests', npx, ['playwright', 'test']);
