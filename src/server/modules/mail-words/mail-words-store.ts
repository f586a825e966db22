import type { Queryable } from '../../db/database';
import type { Locale } from '../../../universal/i18n/locale';
import type { MailWords, MailWordsKind } from '../../../universal/mail-words';

/** An owner's words of one mail in one language. */
export interface StoredMailWords extends MailWords {
  kind: MailWordsKind;
  locale: Locale;
  updatedAt: Date;
}

interface Row {
  kind: MailWordsKind;
  locale: Locale;
  subject: string;
  body: string;
  updated_at: Date;
}

const toWords = (row: Row): StoredMailWords => ({
  kind: row.kind,
  locale: row.locale,
  subject: row.subject,
  body: row.body,
  updatedAt: new Date(row.updated_at),
});

/** The owners' words of the main mails (mail_words); a mail with none says its default words. */
export function mailWordsStore(db: Queryable) {
  return {
    async get(kind: MailWordsKind, locale: Locale, forUpdate = false): Promise<StoredMailWords | undefined> {
      const [row] = await db.query<Row>(
        `SELECT * FROM mail_words WHERE kind = $1 AND locale = $2${forUpdate ? ' FOR UPDATE' : ''}`,
        [kind, locale],
      );
      return row && toWords(row);
    },

    async all(): Promise<StoredMailWords[]> {
      return (await db.query<Row>('SELECT * FROM mail_words ORDER BY kind, locale')).map(toWords);
    },

    async set(words: StoredMailWords): Promise<void> {
      await db.query(
        `INSERT INTO mail_words (kind, locale, subject, body, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, locale) DO UPDATE
           SET subject = EXCLUDED.subject, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
        [words.kind, words.locale, words.subject, words.body, words.updatedAt],
      );
    },

    async remove(kind: MailWordsKind, locale: Locale): Promise<void> {
      await db.query('DELETE FROM mail_words WHERE kind = $1 AND locale = $2', [kind, locale]);
    },
  };
}
