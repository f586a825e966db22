import type { Queryable } from '../../db/database';
import type { Locale } from '../../../universal/i18n/locale';
import type { LegalPage } from '../../../universal/legal-pages';

/** An owner's text of one page in one language. */
export interface StoredLegalText {
  page: LegalPage;
  locale: Locale;
  body: string;
  updatedAt: Date;
}

interface Row {
  page: LegalPage;
  locale: Locale;
  body: string;
  updated_at: Date;
}

const toText = (row: Row): StoredLegalText => ({
  page: row.page,
  locale: row.locale,
  body: row.body,
  updatedAt: new Date(row.updated_at),
});

/** The owners' texts of the legal pages (legal_texts); a page with none shows its default text. */
export function legalTexts(db: Queryable) {
  return {
    async get(page: LegalPage, locale: Locale): Promise<StoredLegalText | undefined> {
      const [row] = await db.query<Row>('SELECT * FROM legal_texts WHERE page = $1 AND locale = $2', [page, locale]);
      return row && toText(row);
    },

    /** The one text, locked for a change in this transaction. */
    async getForUpdate(page: LegalPage, locale: Locale): Promise<StoredLegalText | undefined> {
      const [row] = await db.query<Row>('SELECT * FROM legal_texts WHERE page = $1 AND locale = $2 FOR UPDATE', [
        page,
        locale,
      ]);
      return row && toText(row);
    },

    async all(): Promise<StoredLegalText[]> {
      return (await db.query<Row>('SELECT * FROM legal_texts')).map(toText);
    },

    async set(text: StoredLegalText): Promise<void> {
      await db.query(
        `INSERT INTO legal_texts (page, locale, body, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (page, locale) DO UPDATE SET body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
        [text.page, text.locale, text.body, text.updatedAt],
      );
    },

    async remove(page: LegalPage, locale: Locale): Promise<void> {
      await db.query('DELETE FROM legal_texts WHERE page = $1 AND locale = $2', [page, locale]);
    },
  };
}
