import { type Static, Type } from 'typebox';
import { MARKETING_MAIL_KINDS, type MarketingMailKind } from '../marketing-mail';
import { endpointGroup } from './endpoint';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';

/**
 * The shopper's choice of marketing mails (issue 53 §6, decision 0117): one switch per kind, in the profile,
 * and the unsubscribe link every such mail carries, which works without signing in.
 */

const kindSchema = Type.Unsafe<MarketingMailKind>(Type.Union(MARKETING_MAIL_KINDS.map((kind) => Type.Literal(kind))));

/** Whether each kind may be mailed: every kind, named by its key. */
export const MailChoicesSchema = Type.Object(
  Object.fromEntries(MARKETING_MAIL_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
    MarketingMailKind,
    ReturnType<typeof Type.Boolean>
  >,
);

export type MailChoices = Static<typeof MailChoicesSchema>;

/** A change names only the kinds it turns on or off. */
export const MailChoicesChangeSchema = Type.Partial(MailChoicesSchema);

/** The signed token of a mail's unsubscribe link; it names the address and the kind. */
export const UnsubscribeQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 1024 }) });

/** What the link's address now gets of its kind. */
export const MailSubscriptionSchema = Type.Object({
  kind: kindSchema,
  email: Type.String(),
  subscribed: Type.Boolean(),
});

export type MailSubscription = Static<typeof MailSubscriptionSchema>;

const choicesEndpoint = endpointGroup({
  tags: ['profile'],
  access: 'shopper',
  response: MailChoicesSchema,
  failures: SIGNED_IN,
});

export const getMailChoices = choicesEndpoint.get('/api/user/mail-preferences', {
  summary: 'Which marketing mails the account gets (order mails always go)',
});

export const updateMailChoices = choicesEndpoint.put('/api/user/mail-preferences', {
  summary: 'Turn kinds of marketing mail on or off for the account; kinds not named stay as they are',
  body: MailChoicesChangeSchema,
  failures: INVALID,
});

/** Following a mail's link: no sign-in, the token is the proof; rate limited like the other mailed links. */
const linkEndpoint = endpointGroup({
  tags: ['mail'],
  access: 'public',
  querystring: UnsubscribeQuerySchema,
  response: MailSubscriptionSchema,
  // A token the shop did not sign is refused on its field, as any bad input is (no code of its own: every new
  // code's text travels with every page's catalog, decision 0117).
  failures: { ...INVALID, ...THROTTLED },
});

export const unsubscribe = linkEndpoint.post('/api/mail/unsubscribe', {
  summary: "One-click unsubscribe (RFC 8058): the link's address gets no more mails of its kind",
  description:
    'The target of the List-Unsubscribe header and of the page the mail links to. Idempotent; takes any body (mail providers send `List-Unsubscribe=One-Click` as a form).',
});

export const resubscribe = linkEndpoint.post('/api/mail/resubscribe', {
  summary: "Undo an unsubscribe from the same link: the link's address gets its kind again",
});
