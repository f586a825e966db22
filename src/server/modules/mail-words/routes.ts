import type { AppContext, ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { parseBody } from '../../http/parse-body';
import { enqueueMail } from '../../mail/outbox';
import {
  getAdminMailWords,
  previewAdminMailWords,
  resetAdminMailWords,
  setAdminMailWords,
  testAdminMailWords,
} from '../../../universal/contracts/admin/mail-words';
import { LOCALES, type Locale } from '../../../universal/i18n/locale';
import {
  MAIL_PLACEHOLDERS,
  MAIL_WORDS_KINDS,
  type MailWordsKind,
  mailWordsSchema,
  REQUIRED_MAIL_PLACEHOLDERS,
} from '../../../universal/mail-words';
import { mailBrand } from '../seller';
import { staffActor } from '../staff';
import { adminMailWords, setMailWords } from './changes';
import { mailWordsStore } from './mail-words-store';
import { sampleMail } from './sample-mail';

/** The sample mail with the words a request sends, after the shared rules accepted them, to `to`. */
async function sample(ctx: AppContext, params: { kind: MailWordsKind; locale: Locale }, body: unknown, to: string) {
  const words = await parseBody(mailWordsSchema, body);
  return sampleMail(params.kind, params.locale, words, await mailBrand(ctx.db, ctx.config), to);
}

/**
 * /api/admin/mail-words (owners): the main mails' words in every language, set (checked by the shared
 * rules, audited before and after) or given back their defaults, previewed on a sample order, and sent
 * as a test to the owner's own address. A mail sent after a change says the new words.
 */
const mailWordsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getAdminMailWords),
    handler: async () => {
      const stored = new Map(
        (await mailWordsStore(ctx.db).all()).map((words) => [`${words.kind}/${words.locale}`, words]),
      );
      return {
        placeholders: [...MAIL_PLACEHOLDERS],
        required: [...REQUIRED_MAIL_PLACEHOLDERS],
        words: MAIL_WORDS_KINDS.flatMap((kind) =>
          LOCALES.map((locale) => adminMailWords(kind, locale, stored.get(`${kind}/${locale}`))),
        ),
      };
    },
  });

  app.route({
    ...fromContract(app, setAdminMailWords),
    handler: async (request) => {
      const words = await parseBody(mailWordsSchema, request.body);
      return setMailWords(ctx.db, staffActor(request), request.params, words, ctx.now());
    },
  });

  app.route({
    ...fromContract(app, resetAdminMailWords),
    handler: (request) => setMailWords(ctx.db, staffActor(request), request.params, null, ctx.now()),
  });

  app.route({
    ...fromContract(app, previewAdminMailWords),
    handler: async (request) => {
      const mail = await sample(ctx, request.params, request.body, staffActor(request).email);
      return { subject: mail.subject, html: mail.html ?? '', text: mail.text };
    },
  });

  app.route({
    ...fromContract(app, testAdminMailWords),
    handler: async (request) => {
      const to = staffActor(request).email;
      const mail = await sample(ctx, request.params, request.body, to);
      await enqueueMail(ctx.db, mail);
      request.log.info({ kind: request.params.kind, locale: request.params.locale }, 'test mail queued for staff');
      return { to };
    },
  });
};

export default mailWordsRoutes;
