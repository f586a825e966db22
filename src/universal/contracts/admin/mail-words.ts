import { type Static, Type } from 'typebox';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { MAIL_WORDS_KINDS, MAIL_WORDS_LIMITS, type MailWordsKind } from '../../mail-words';
import { LegalLocaleSchema } from '../legal';
import { staffEndpoints } from './console';

/**
 * The console's mail words (issue 52 §4, decision 0123), owners only: the subject and opening paragraphs of
 * the shop's main mails in each language, their preview, and a test sent to the owner's own address.
 */
const mailWordsEndpoint = staffEndpoints(ROLES_FOR.settings);

const KindSchema = Type.Unsafe<MailWordsKind>(Type.String({ enum: [...MAIL_WORDS_KINDS] }));

export const AdminMailWordsSchema = Type.Object({
  kind: KindSchema,
  locale: LegalLocaleSchema,
  subject: Type.String(),
  body: Type.String(),
  /** False: the shop's default words (no owner's words stored). */
  edited: Type.Boolean(),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminMailWords = Static<typeof AdminMailWordsSchema>;

export const AdminMailWordsListSchema = Type.Object({
  /** The names the words may write in braces, and those every mail must name. */
  placeholders: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  words: Type.Array(AdminMailWordsSchema),
});
export type AdminMailWordsList = Static<typeof AdminMailWordsListSchema>;

/** The words as the form sends them; the server checks them again with mailWordsSchema. */
export const MailWordsBodySchema = Type.Object({
  subject: Type.String({ maxLength: MAIL_WORDS_LIMITS.subject * 2 }),
  body: Type.String({ maxLength: MAIL_WORDS_LIMITS.body * 2 }),
});

const Params = Type.Object({ kind: KindSchema, locale: LegalLocaleSchema });

export const MailPreviewSchema = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });
export type MailPreview = Static<typeof MailPreviewSchema>;

export const getAdminMailWords = mailWordsEndpoint.get('/api/admin/mail-words', {
  summary: "Every main mail's words in every language, the owner's or the default, placeholders unfilled",
  response: AdminMailWordsListSchema,
});

export const setAdminMailWords = mailWordsEndpoint.put('/api/admin/mail-words/:kind/:locale', {
  summary: "Sets one mail's words in one language after checking its placeholders, audited before and after",
  params: Params,
  body: MailWordsBodySchema,
  response: AdminMailWordsSchema,
  failures: INVALID,
});

export const resetAdminMailWords = mailWordsEndpoint.delete('/api/admin/mail-words/:kind/:locale', {
  summary: "Gives one mail in one language back the shop's default words, audited",
  params: Params,
  response: AdminMailWordsSchema,
  failures: INVALID,
});

export const previewAdminMailWords = mailWordsEndpoint.post('/api/admin/mail-words/:kind/:locale/preview', {
  summary: 'The mail as a sample order would get it with these words, in the layout (nothing is saved or sent)',
  params: Params,
  body: MailWordsBodySchema,
  response: MailPreviewSchema,
  failures: INVALID,
});

export const testAdminMailWords = mailWordsEndpoint.post('/api/admin/mail-words/:kind/:locale/test', {
  summary: "Queues the sample mail with these words to the signed-in owner's own address",
  params: Params,
  body: MailWordsBodySchema,
  response: Type.Object({ to: Type.String() }),
  failures: INVALID,
});
