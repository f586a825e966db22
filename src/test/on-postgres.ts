// The 'server on PostgreSQL' project (jest.config.ts): the test file runs on a scratch database on
// TEST_DATABASE_URL (src/server/test/test-database.ts), as in a TEST_DB_ENGINE=postgres run. Jest gives each
// test file its own copy of process.env, so the files of the 'server' project stay on the embedded database.
process.env.TEST_DB_ENGINE = 'postgres';
