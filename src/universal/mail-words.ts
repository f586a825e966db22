/**
 * The words of the shop's main mails that owners edit in the console (issue 52 §4, decision 0123): which
 * mails, the placeholders each may name in braces, and the rules a text must meet before it is saved.
 * One home for the console's form, the server's check and the mails that fill them.
 */
import { object, string } from 'yup';

export const MAIL_WORDS_KINDS = ['confirmation', 'shipped', 'delivered', 'returnApproved', 'refunded'] as const;
export type MailWordsKind = (typeof MAIL_WORDS_KINDS)[number];

export const isMailWordsKind = (value: unknown): value is MailWordsKind =>
  typeof value === 'string' && (MAIL_WORDS_KINDS as readonly string[]).includes(value);

/** What a text may name in braces: the order's number, the buyer's name, the shop's name. */
export const MAIL_PLACEHOLDERS = ['orderNumber', 'name', 'shopName'] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** What every one of these mails must name somewhere (subject or body): the order it is about. */
export const REQUIRED_MAIL_PLACEHOLDERS: readonly MailPlaceholder[] = ['orderNumber'];

/** The longest subject and body an owner may write. */
export const MAIL_WORDS_LIMITS = { subject: 200, body: 4000 } as const;

/** An owner's words of one mail in one language: the subject, and the body's paragraphs split by a blank line. */
export interface MailWords {
  subject: string;
  body: string;
}

/** Each `{name}` a text writes, in order. */
export const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');

/**
 * Why words cannot be saved, or undefined: a brace naming no placeholder (`{ordernumber}`, `{}`), or a
 * required placeholder named nowhere. The code is a console message's id; the name is the placeholder.
 */
export type MailWordsProblem = { code: 'unknown'; name: string } | { code: 'missing'; name: string };

export function mailWordsProblem(words: MailWords): MailWordsProblem | undefined {
  const named = [...placeholdersIn(words.subject), ...placeholdersIn(words.body)];
  const unknown = named.find((name) => !(MAIL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined) return { code: 'unknown', name: unknown };
  const missing = REQUIRED_MAIL_PLACEHOLDERS.find((name) => !named.includes(name));
  return missing === undefined ? undefined : { code: 'missing', name: missing };
}

/** A problem as a form's message: `mailWords.<code>:<name>` (the console words it; the server answers it). */
export const problemMessage = (problem: MailWordsProblem) => `mailWords.${problem.code}:${problem.name}`;

/** A text with its placeholders filled; each value is inserted as text. */
export const fillMailWords = (text: string, values: Readonly<Record<MailPlaceholder, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (MAIL_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MailPlaceholder] : whole,
  );

/** The body's paragraphs: split at blank lines, each trimmed, none empty. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The form's and the server's rules (Formik in the console, the route before saving): a subject and a
 * body within their limits, every brace a known placeholder, the required ones named. The placeholder
 * rule sits on the body, where the form shows it.
 */
export const mailWordsSchema = object({
  subject: string().trim().required('mailWords.subjectRequired').max(MAIL_WORDS_LIMITS.subject, 'mailWords.tooLong'),
  body: string()
    .trim()
    .required('mailWords.bodyRequired')
    .max(MAIL_WORDS_LIMITS.body, 'mailWords.tooLong')
    .test('placeholders', (body, context) => {
      const problem = mailWordsProblem({ subject: String(context.parent.subject ?? ''), body: body ?? '' });
      return problem ? context.createError({ message: problemMessage(problem) }) : true;
    }),
});

/** Words with their placeholders filled: the subject, and the body's paragraphs. */
export function filledMailWords(
  words: MailWords,
  values: Readonly<Record<MailPlaceholder, string>>,
): { subject: string; paragraphs: string[] } {
  return {
    subject: fillMailWords(words.subject, values).replace(/\s+/g, ' ').trim(),
    paragraphs: paragraphsOf(fillMailWords(words.body, values)),
  };
}
