import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
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
 * Written to a temporary name first, so a reader never sees half a file.
 */
function directoryTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    kind: 'directory',
    async send(id, mail) {
      const info = await builder.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${id}.eml`);
      await writeFile(`${file}.tmp`, info.message);
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
