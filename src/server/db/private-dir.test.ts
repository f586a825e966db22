import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailTransport } from '../mail/transport';
import { lockDataDir } from './data-dir-lock';

/** DATA_DIR and the mail outbox are the shop user's alone: folders 0700, queued mails 0600. */
const modeOf = (file: string) => statSync(file).mode & 0o777;

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'private-dir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('makes a new DATA_DIR 0700, and closes one made earlier with the default 0755', () => {
  const fresh = path.join(root, 'fresh', 'data');
  lockDataDir(fresh)();
  expect(modeOf(fresh)).toBe(0o700);

  const earlier = path.join(root, 'earlier');
  mkdirSync(earlier);
  chmodSync(earlier, 0o755);
  lockDataDir(earlier)();
  expect(modeOf(earlier)).toBe(0o700);
});

it('writes each mail of the outbox 0600 in a 0700 folder', async () => {
  const dataDir = path.join(root, 'data');
  const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'shop@example.com', dataDir });
  await transport.send(7, { to: 'amira@example.com', subject: 'Reset', text: 'https://shop.test/reset/x' });
  transport.close();
  expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
  expect(modeOf(path.join(dataDir, 'outbox', '7.eml'))).toBe(0o600);
});
