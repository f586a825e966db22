import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { testClock } from '../test/test-clock';
import { MAIL_MAX_ATTEMPTS, MailDeliveryWorker } from './delivery-worker';
import { RETRY_BASE_MS } from '../outbox-retry';
import { enqueueMail } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

interface Caught {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, keeping what it receives. */
async function startSmtp(port = 0): Promise<{ port: number; mails: Caught[]; close: () => Promise<void> }> {
  const mails: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return { port: address.port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const MAIL_FROM = 'Storefront <no-reply@shop.example.test>';
const mail = {
  to: 'amira@example.com',
  subject: 'Reset your Storefront password',
  text: 'Open https://shop/x',
  html: '<p>Open</p>',
};

let db: Database;
let dataDir: string;
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
// The outbox stamps rows with the database's own clock; the worker's clock starts a minute later so they are due.
const clock = testClock(new Date(Date.now() + 60_000));

beforeAll(async () => {
  db = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-mail-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  jest.clearAllMocks();
});

const workerWith = (transport: MailTransport, pollIntervalMs?: number) =>
  new MailDeliveryWorker({ db, transport, now: clock.now, log, pollIntervalMs });

const outboxRow = async () =>
  (
    await db.query<{
      id: number;
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
      next_attempt_at: Date;
    }>('SELECT id, attempts, sent_at, last_error, next_attempt_at FROM mail_outbox ORDER BY id DESC LIMIT 1')
  )[0];

describe('mail delivery worker', () => {
  it('delivers a queued mail to a real SMTP server, from MAIL_FROM, and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const worker = workerWith(
        createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: MAIL_FROM, dataDir }),
      );
      await enqueueMail(db, mail);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      await worker.stop();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({ from: 'no-reply@shop.example.test', to: ['amira@example.com'] });
      expect(smtp.mails[0]?.raw).toContain('Subject: Reset your Storefront password');
      expect(smtp.mails[0]?.raw).toContain('Open https://shop/x');
      expect((await outboxRow())?.sent_at).toEqual(clock.now());
      expect(
        await workerWith(createMailTransport({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir })).runOnce(),
      ).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  it('writes DATA_DIR/outbox/<id>.eml when no SMTP server is configured', async () => {
    const worker = workerWith(createMailTransport({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir }));
    await enqueueMail(db, mail);
    const row = await outboxRow();
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const file = path.join(dataDir, 'outbox', `${row?.id}.eml`);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('To: amira@example.com');
    expect(eml).toContain('From: Storefront <no-reply@shop.example.test>');
    expect(eml).toContain('Subject: Reset your Storefront password');
    expect(eml).toContain('Content-Type: text/html');
    expect(readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await outboxRow())?.sent_at).not.toBeNull();
  });

  it('sends the headers queued with a mail (a marketing mail’s unsubscribe), and none on a mail queued without', async () => {
    const worker = workerWith(createMailTransport({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir }));
    // As long as a real token's link: a header longer than a line is folded, never cut inside the URL.
    const unsubscribe = `<https://shop.example.test/api/mail/unsubscribe?token=${'eyJhbGciOiJIUzI1NiJ9.'.repeat(16)}x>`;
    await enqueueMail(db, {
      ...mail,
      headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const marketing = await outboxRow();
    await enqueueMail(db, mail);
    const plain = await outboxRow();
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    // Headers unfolded, as a reader of the message sees them (RFC 5322 §2.2.3).
    const eml = (row: typeof plain) =>
      readFileSync(path.join(dataDir, 'outbox', `${row?.id}.eml`), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(eml(marketing)).toContain(`List-Unsubscribe: ${unsubscribe}`);
    expect(eml(marketing)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml(plain)).not.toContain('List-Unsubscribe');
  });

  it('keeps a mail the SMTP server could not take and delivers it on a later try', async () => {
    const port = await closedPort();
    const worker = workerWith(
      createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: MAIL_FROM, dataDir }),
    );
    await enqueueMail(db, mail);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await outboxRow();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(failed?.next_attempt_at).toEqual(new Date(clock.now().getTime() + RETRY_BASE_MS));
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ attempts: 1 }), 'mail delivery failed; will retry');

    // Not retried before its time…
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    // …and delivered once the server is back and the backoff has passed.
    const smtp = await startSmtp(port);
    try {
      clock.advance(RETRY_BASE_MS);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
      expect(await outboxRow()).toMatchObject({ attempts: 1, last_error: null, sent_at: clock.now() });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    const failing: MailTransport = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('mailbox unavailable')),
      close: () => undefined,
    };
    const worker = workerWith(failing);
    await enqueueMail(db, mail);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      const row = await outboxRow();
      const wait = RETRY_BASE_MS * 2 ** (attempt - 1);
      expect(row?.next_attempt_at).toEqual(new Date(clock.now().getTime() + wait));
      clock.advance(wait);
    }
    expect(log.error).toHaveBeenCalledTimes(1);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxRow()).toMatchObject({
      attempts: MAIL_MAX_ATTEMPTS,
      sent_at: null,
      last_error: 'mailbox unavailable',
    });
  });

  it('never hands the same mail to two workers running at once', async () => {
    const sent: number[] = [];
    const counting = (): MailTransport => ({
      kind: 'directory',
      send: async (id) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(id);
      },
      close: () => undefined,
    });
    for (let i = 0; i < 20; i += 1) await enqueueMail(db, { ...mail, subject: `mail ${i}` });
    const [a, b] = await Promise.all([workerWith(counting()).runOnce(), workerWith(counting()).runOnce()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(20);
    expect(new Set(sent).size).toBe(20);
    expect(sent).toHaveLength(20);
  });

  it('polls once started, and sends nothing after it was stopped', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const worker = workerWith(createMailTransport({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir }), 20);
    worker.start();
    await enqueueMail(db, mail);
    const first = (await outboxRow())?.id;
    const deadline = Date.now() + 10_000;
    while (!existsSync(path.join(outbox, `${first}.eml`)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(existsSync(path.join(outbox, `${first}.eml`))).toBe(true);
    await worker.stop();
    await enqueueMail(db, mail);
    const second = (await outboxRow())?.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path.join(outbox, `${second}.eml`))).toBe(false);
  });
});
