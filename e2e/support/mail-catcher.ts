import { expect } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the browser tests: the shop under test delivers to it, and each
 * mail lands as a file in `dir` for the tests to read.
 */
export async function startMailCatcher(port: number, dir: string): Promise<SMTPServer> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        writeFileSync(
          path.join(dir, `${Date.now()}-${count}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** Mails caught so far for one recipient, oldest first, as raw text (quoted-printable soft breaks joined). */
export function mailsTo(dir: string, recipient: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => mail.toLowerCase().startsWith(`x-envelope-to: ${recipient.toLowerCase()}`))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/**
 * Waits (up to 20 s: the shop's outbox sends after answering) for the mail to `recipient` whose subject
 * is exactly `subject`, and answers its raw text.
 */
export async function waitForMail(dir: string, recipient: string, subject: string): Promise<string> {
  const line = `Subject: ${subject}`;
  const find = () => mailsTo(dir, recipient).find((mail) => mail.split(/\r?\n/).includes(line));
  await expect.poll(find, { timeout: 20_000, message: `a mail to ${recipient}: ${subject}` }).toBeTruthy();
  return find() ?? '';
}
