import { defineConfig, devices } from '@playwright/test';
import { MALLOC_ARENA_MAX, SERVER_NODE_FLAGS } from './src/server/heap-policy';
import { TEST_PICTURE_CACHE_DIR } from './src/server/test/picture-cache';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** The test SMTP server the shop under test delivers to (see e2e/support/mail-catcher.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** A run on its own port (E2E_PORT) also gets its own data and mail directories, so runs can overlap. */
const RUN_SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';
export const E2E_MAIL_DIR = `.tmp/e2e-mail${RUN_SUFFIX}`;
const E2E_DATA_DIR = `.tmp/e2e-data${RUN_SUFFIX}`;
/** The data a test's own server starts from: a shop's after its first start (e2e/support/own-server-data.ts). */
export const E2E_OWN_SERVER_DATA = `.tmp/e2e-own-server-data${RUN_SUFFIX}`;

const chromium = {
  // Debian's Chromium, as the machine's brief names it. Debian's chromium-headless-shell (the same Blink and V8 without
  // the desktop browser) took about a quarter less CPU in ten tests (docs/decisions/0067-ci-time.md, 2026-12-01):
  // CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell runs the tests in it.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // The machines CI runs on differ by about 2x in speed between sessions (docs/performance.md, runs O
  // and P): on the slower ones the longest journeys took 43-51 s, so 45 s made them flaky.
  timeout: 90_000,
  // Two workers, their browsers and the shop's servers share 2 cores (load about 10 in the CI run of
  // 2026-11-26): a first screen that needs a lazy chunk and an API answer took over 7 s in 4 of 116 tests.
  expect: { timeout: 12_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // Shoppers of the shop's own country (SHOP_COUNTRY, Egypt): the server guesses "Deliver to" from
    // Accept-Language (issue 34), and Chromium's default en-US would make every shopper American.
    locale: 'en-EG',
    launchOptions: chromium,
    // A trace of every run (a DOM snapshot around every action, a screencast throughout) took about a quarter of the
    // tests' CPU, and made the slowest axe check miss its time limit at load 20 in each of three runs
    // (docs/decisions/0067-ci-time.md, 2026-12-01). A test that fails on CI runs once more (retries above), traced;
    // locally, `--trace on` records every test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh embedded database for every run; the production build, as shoppers get it.
    command: `rm -rf ${E2E_DATA_DIR} && node ${SERVER_NODE_FLAGS.join(' ')} --import tsx scripts/start.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      MALLOC_ARENA_MAX,
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      // Shared with every server the tests start: a fresh database need not render every picture again.
      PICTURE_CACHE_DIR: TEST_PICTURE_CACHE_DIR,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: E2E_BASE_URL,
    },
  },
});
