/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

/** Packages that ship ES modules only: jest's CommonJS runtime needs them transformed. */
const ESM_ONLY = [
  'typebox',
  'jose',
  'content-disposition',
  'cookie',
  'set-cookie-parser',
  'toad-cache',
  'nodemailer',
  'smtp-server',
  'stylis',
  'goober',
  'lodash-es',
  '@standard-schema',
  'lru-cache',
  'p-retry',
  'is-network-error',
  'entities',
  'parse5',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  // pg-boss (src/server/jobs) and the packages it imports that ship ES modules only.
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
  'tagged-tag',
];

const shared: Config = {
  transform: { '^.+\\.(t|j)sx?$': swc as never, '^.+\\.mjs$': swc as never },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Explicit: jest's default pattern also matches a file named test.ts (scripts/test.ts runs jest).
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};

const escape = (file: string): string => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `npm test` with TEST_DATABASE_URL set (scripts/test.ts) names in TEST_POSTGRES_ONLY the database test
 * files that gain nothing from the embedded engine (scripts/embedded-engine-tests.ts): they run on
 * PostgreSQL only.
 */
const postgresOnly = JSON.parse(process.env.TEST_POSTGRES_ONLY ?? '[]') as string[];

const server: Config = {
  ...shared,
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src/server'],
  testPathIgnorePatterns: ['/node_modules/', ...postgresOnly.map((file) => `^${escape(file)}$`)],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-server.ts'],
  globalSetup: '<rootDir>/src/test/server-build-setup.ts',
};

/**
 * `npm test` with TEST_DATABASE_URL set (scripts/test.ts) names in TEST_ON_POSTGRES the server test files
 * that reach a database. They run a second time in the same jest run, on PostgreSQL, so the workers share
 * both passes instead of running one after the other.
 */
const onPostgres = JSON.parse(process.env.TEST_ON_POSTGRES ?? '[]') as string[];
const { testMatch: _everyTestFile, ...serverWithoutItsFiles } = server;
const onPostgresProject: Config = {
  ...serverWithoutItsFiles,
  displayName: 'server on PostgreSQL',
  testRegex: onPostgres.map((file) => `^${escape(file)}$`),
  testPathIgnorePatterns: ['/node_modules/'],
  setupFiles: ['<rootDir>/src/test/on-postgres.ts'],
};

const config: Config = {
  // A screen test types and clicks through user-event, whose pace follows the machine's speed and load:
  // the guest checkout's tests took 17-19 s each alone on the machine of 2026-11-27, and one overran 30 s
  // in a fresh-clone CI run beside the other worker. Time is never what these tests assert, so the cut-off
  // only has to catch a hang. (Jest reads testTimeout from the top level only; inside a project it is
  // ignored, which left the screens at 5 s.) The server's setup file sets its own.
  testTimeout: 90_000,
  // Files that start real processes first on a fresh clone (scripts/jest-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/src/app',
        '<rootDir>/src/pages',
        '<rootDir>/src/features',
        '<rootDir>/src/entities',
        '<rootDir>/src/browser-kit',
        '<rootDir>/src/admin',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup-web.ts'],
      moduleNameMapper: { '\\.(svg|png|jpe?g|webp|css|woff2)$': '<rootDir>/src/test/file-stub.ts' },
    },
    {
      // Code both runtimes run has no DOM: its tests run in Node, where a browser global is not there to lean on.
      ...shared,
      displayName: 'universal',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/universal'],
    },
    server,
    ...(onPostgres.length ? [onPostgresProject] : []),
  ],
};

export default config;
