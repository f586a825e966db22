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

/**
 * The mails caught for `recipient`, raw: the catcher's mailsTo joins quoted-printable soft breaks, which
 * also takes the `=` ending each encoded word of a folded subject.
 */
export function rawMailsTo(dir: string, recipient: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => mail.toLowerCase().startsWith(`x-envelope-to: ${recipient.toLowerCase()}`));
}

/** A mail's subject, its RFC 2047 encoded words read back (an Arabic subject travels base64). */
export function subjectOf(mail: string): string {
  // Unfolded (a long subject is written over lines, each fold before a space).
  const header = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '').replace(/\r?\n(?=[ \t])/g, '');
  // Adjacent encoded words are one run of bytes (a character may be split between two), the space between them none.
  const bytes: Buffer[] = [];
  let text = '';
  const flush = () => {
    text += Buffer.concat(bytes.splice(0)).toString('utf8');
  };
  for (const part of header.split(/(=\?utf-8\?[bq]\?[^?]*\?=)/i)) {
    const word = /^=\?utf-8\?([bq])\?([^?]*)\?=$/i.exec(part);
    if (word) {
      const [, kind = '', encoded = ''] = word;
      bytes.push(
        kind.toLowerCase() === 'b'
          ? Buffer.from(encoded, 'base64')
          : Buffer.from(
              encoded
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ),
      );
    } else if (bytes.length === 0 || part.trim() !== '') {
      flush();
      text += part;
    }
  }
  flush();
  return text;
}

/** A caught mail read back: its headers (unfolded, by lower-case name), subject, and text and HTML bodies decoded. */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

/** The body of one MIME part, by its Content-Transfer-Encoding (base64 for Arabic, quoted-printable for English). */
function decodedPart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { type, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { type, body };
}

/** Reads a raw mail as the catcher wrote it (nodemailer's multipart/alternative of text and HTML). */
export function readMail(raw: string): ReadMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map(decodedPart) : [decodedPart(raw)];
  return {
    headers,
    subject: subjectOf(raw),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}

/** Waits (up to 30 s) for the one mail to `recipient` whose subject matches, read back. */
export async function waitForReadMail(dir: string, recipient: string, subject: RegExp): Promise<ReadMail> {
  const find = () =>
    rawMailsTo(dir, recipient)
      .map(readMail)
      .filter((mail) => subject.test(mail.subject));
  await expect.poll(() => find().length, { timeout: 30_000, message: `a mail to ${recipient}: ${subject}` }).toBe(1);
  const [mail] = find();
  if (!mail) throw new Error('no mail');
  return mail;
}
