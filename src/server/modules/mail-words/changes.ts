import type { Database, Queryable } from '../../db/database';
import type { AdminMailWords } from '../../../universal/contracts/admin/mail-words';
import type { Locale } from '../../../universal/i18n/locale';
import type { MailWords, MailWordsKind } from '../../../universal/mail-words';
import { type AuditActor, recordAudit } from '../audit';
import { defaultMailWords } from './default-words';
import { mailWordsStore, type StoredMailWords } from './mail-words-store';

/** A mail's words as the console edits them: the owner's, else the default (placeholders unfilled). */
export function adminMailWords(kind: MailWordsKind, locale: Locale, stored?: StoredMailWords): AdminMailWords {
  const words = stored ?? defaultMailWords(kind, locale);
  return {
    kind,
    locale,
    subject: words.subject,
    body: words.body,
    edited: stored !== undefined,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/** The words a mail is written with in a language: the owner's, else the shop's default (unfilled). */
export async function mailWordsFor(db: Queryable, kind: MailWordsKind, locale: Locale): Promise<MailWords> {
  const stored = await mailWordsStore(db).get(kind, locale);
  return stored ? { subject: stored.subject, body: stored.body } : defaultMailWords(kind, locale);
}

const tidy = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * Sets one mail's words in one language, or with null gives it back its default words; one transaction,
 * audited 'mail-words.set' (or 'mail-words.reset') with the words before and after (null: the default).
 * The caller has checked the words (mailWordsSchema).
 */
export function setMailWords(
  db: Database,
  actor: AuditActor,
  target: { kind: MailWordsKind; locale: Locale },
  words: MailWords | null,
  at: Date,
): Promise<AdminMailWords> {
  const { kind, locale } = target;
  return db.transaction(async (tx) => {
    const store = mailWordsStore(tx);
    const before = await store.get(kind, locale, true);
    const after = words && { kind, locale, subject: tidy(words.subject), body: tidy(words.body), updatedAt: at };
    if (after) await store.set(after);
    else await store.remove(kind, locale);
    const shown = (stored?: StoredMailWords) => stored && { subject: stored.subject, body: stored.body };
    await recordAudit(
      tx,
      actor,
      {
        action: after ? 'mail-words.set' : 'mail-words.reset',
        objectType: 'mail-words',
        objectId: `${kind}/${locale}`,
        before: shown(before) ?? null,
        after: shown(after ?? undefined) ?? null,
      },
      at,
    );
    return adminMailWords(kind, locale, after ?? undefined);
  });
}
