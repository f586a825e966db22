import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../db/private-dir';
import type { OutgoingMail } from './outbox';

/** Hands one queued mail to the outside world; throws when it could not (the worker retries). */
export interface MailTransport {
  readonly kind: 'smtp' | 'directory';
  send(id: number, mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Bounds on every SMTP step, so a stuck server fails the attempt instead of stalling the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    kind: 'smtp',
    async send(_id, mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP each mail becomes DATA_DIR/outbox/<id>.eml, a complete message any mail client opens.
 * Written to a temporary name first, so a reader never sees half a file. The folder is 0700 and each
 * mail 0600: the mails hold sign-in, reset and order links.
 */
function directoryTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    kind: 'directory',
    async send(id, mail) {
      const info = await builder.sendMail(mail);
      makePrivateDir(dir);
      const file = path.join(dir, `${id}.eml`);
      await writeFile(`${file}.tmp`, info.message, { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}

export function outboxDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : directoryTransport(outboxDirectory(config), config.mailFrom);
}
