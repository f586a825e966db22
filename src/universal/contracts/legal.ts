import { type Static, Type } from 'typebox';
import { LOCALES, type Locale } from '../i18n/locale';
import { LEGAL_PAGES, type LegalPage } from '../legal-pages';
import { defineEndpoint } from './endpoint';
import { ERROR_CODES } from './error-codes';

export const LegalPageIdSchema = Type.Unsafe<LegalPage>(Type.String({ enum: [...LEGAL_PAGES] }));
export const LegalLocaleSchema = Type.Unsafe<Locale>(Type.String({ enum: [...LOCALES] }));

/** A legal page as the shop shows it: its text in the language asked for, placeholders filled. */
export const LegalPageTextSchema = Type.Object({
  page: LegalPageIdSchema,
  locale: LegalLocaleSchema,
  /** In the pages' small markup (universal/legal-pages.ts: legalBlocks), never HTML. */
  body: Type.String(),
  /** When the owner last changed it; null: the shop's default text. */
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type LegalPageText = Static<typeof LegalPageTextSchema>;

export const getLegalPage = defineEndpoint({
  method: 'GET',
  path: '/api/legal/:page',
  summary: "One of the shop's legal pages (terms, privacy, returns, delivery) in a language, as its owner wrote it",
  tags: ['shop'],
  access: 'public',
  params: Type.Object({ page: LegalPageIdSchema }),
  querystring: Type.Object({
    lang: Type.Optional(
      Type.Union(
        LOCALES.map((locale) => Type.Literal(locale)),
        { description: 'English when absent' },
      ),
    ),
  }),
  response: LegalPageTextSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED] },
});
