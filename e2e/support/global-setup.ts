import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../playwright.config';
import { ensureWebBuild } from '../../scripts/web-build';
import { ensureServerBuild } from '../../scripts/server-build';
import { startMailCatcher } from './mail-catcher';
import { prepareOwnServerData } from './own-server-data';

/**
 * Builds the web app and the server if stale, starts the SMTP server the shop under test delivers to, and
 * starts making the data the tests' own servers start from (made while the first tests run).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureWebBuild();
  await ensureServerBuild();
  const ownServerData = prepareOwnServerData();
  const smtp = await startMailCatcher(E2E_SMTP_PORT, E2E_MAIL_DIR);
  return async () => {
    ownServerData.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
