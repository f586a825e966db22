import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../playwright.config';
import { ensureWebBuild } from '../../scripts/web-build';
import { startMailCatcher } from './mail-catcher';

/** Builds the web app if stale and starts the SMTP server the shop under test delivers to. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureWebBuild();
  const smtp = await startMailCatcher(E2E_SMTP_PORT, E2E_MAIL_DIR);
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}
