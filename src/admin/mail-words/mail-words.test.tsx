/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMailWords, AdminMailWordsList, MailPreview } from '../../universal/contracts/admin/mail-words';
import { LOCALES } from '../../universal/i18n/locale';
import { MAIL_PLACEHOLDERS, MAIL_WORDS_KINDS, REQUIRED_MAIL_PLACEHOLDERS } from '../../universal/mail-words';
import ar from '../messages/ar.json';
import { expectNotForRole, owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

const SET_AT = '2026-11-20T12:00:00.000Z';
const EDITED = 'shipped/en';

/** A mail's words as the server keeps them: placeholders unfilled, the shipped mail in English edited. */
const wordsOf = (kind: string, locale: string): AdminMailWords => {
  const edited = `${kind}/${locale}` === EDITED;
  return {
    kind: kind as AdminMailWords['kind'],
    locale: locale as AdminMailWords['locale'],
    subject: `${kind} in ${locale}: {orderNumber}`,
    body: `Hello {name},\n\n${kind} news of {orderNumber} in ${locale}.`,
    edited,
    updatedAt: edited ? SET_AT : null,
  };
};

const list: AdminMailWordsList = {
  placeholders: [...MAIL_PLACEHOLDERS],
  required: [...REQUIRED_MAIL_PLACEHOLDERS],
  words: MAIL_WORDS_KINDS.flatMap((kind) => LOCALES.map((locale) => wordsOf(kind, locale))),
};

const PREVIEW: MailPreview = {
  subject: 'Order 6A7B8C9 is with the carrier',
  html: '<!doctype html><html lang="en" dir="ltr"><body><p>Hello Mona Ali, 6A7B8C9 left us.</p></body></html>',
  text: 'Hello Mona Ali, 6A7B8C9 left us.\n\n-- \nStorefront',
};

const SHIPPED = { subject: 'Order {orderNumber} is with the carrier', body: 'Hello {name}, {orderNumber} left us.' };

beforeEach(() => setScreenWidth(1366));

/** The form of the mail on show, and its two fields. */
function theForm(texts: { form: string; subject: RegExp; body: RegExp }) {
  const form = screen.getByRole('form', { name: texts.form });
  return {
    form,
    subject: within(form).getByRole('textbox', { name: texts.subject }),
    body: within(form).getByRole('textbox', { name: texts.body }),
  };
}
const english = () => theForm({ form: 'The words of the mail', subject: /^Subject/, body: /^Opening words/ });

describe('mail words', () => {
  test('an owner picks the shipped mail, writes its words, previews them safely, saves and sends a test', async () => {
    const { api, user } = renderSignedIn('/mail-words', owner, {
      'GET /api/admin/mail-words': { body: list },
      'POST /api/admin/mail-words/shipped/en/preview': { body: PREVIEW },
      'PUT /api/admin/mail-words/shipped/en': {
        body: { kind: 'shipped', locale: 'en', ...SHIPPED, edited: true, updatedAt: SET_AT },
      },
      'POST /api/admin/mail-words/shipped/en/test': { body: { to: owner.email } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail words' })).toBeInTheDocument();
    // The placeholders the words may name, each with what it is.
    expect(screen.getByRole('list', { name: /Names in braces/ })).toHaveTextContent(
      "{orderNumber} the order's number (every mail must name it)",
    );
    // The console's language first, the confirmation first; its default words.
    expect(english().subject).toHaveValue('confirmation in en: {orderNumber}');
    expect(screen.getByText('Default words')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Mail' }));
    await user.click(await screen.findByRole('option', { name: 'Order shipped' }));
    expect(screen.getByText(/Sent when the order is handed to the carrier/)).toBeInTheDocument();
    const { subject, body } = english();
    expect(subject).toHaveValue('shipped in en: {orderNumber}');
    expect(screen.getByText(/^Edited /)).toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, SHIPPED.subject.replace(/\{/g, '{{'));
    await user.clear(body);
    await user.type(body, SHIPPED.body.replace(/\{/g, '{{'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview' });
    const frame = await within(preview).findByTitle('The mail as a shopper sees it');
    // The server's HTML in a frame allowed nothing: no script of the mail runs, no link leaves the console.
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.html);
    expect(within(preview).getByText(PREVIEW.subject)).toBeInTheDocument();
    expect(within(preview).getByRole('status')).toHaveTextContent('The preview shows the words above.');
    await user.click(within(preview).getByRole('tab', { name: 'Plain text' }));
    expect(within(preview).getByRole('tabpanel', { name: 'Plain text' })).toHaveTextContent(
      'Hello Mona Ali, 6A7B8C9 left us.',
    );
    expect(api.calls('POST /api/admin/mail-words/shipped/en/preview').map((call) => call.body)).toEqual([SHIPPED]);

    // A change since the preview is said.
    await user.type(body, '!');
    expect(within(preview).getByText(/The words have changed since this preview/)).toBeInTheDocument();
    await user.type(body, '{Backspace}');

    await user.click(screen.getByRole('button', { name: 'Save the words' }));
    expect(await screen.findByText('Saved. The next mails in this language use these words.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/mail-words/shipped/en').map((call) => call.body)).toEqual([SHIPPED]);
    expect(screen.getByRole('button', { name: 'Save the words' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText(`A test mail is on its way to ${owner.email}.`)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/mail-words/shipped/en/test').map((call) => call.body)).toEqual([SHIPPED]);
  });

  test('an unknown or missing placeholder is said in words on the field, and nothing is sent', async () => {
    const { api, user } = renderSignedIn('/mail-words?mail=delivered&language=fr', owner, {
      'GET /api/admin/mail-words': { body: list },
    });
    await screen.findByRole('form', { name: 'The words of the mail' });
    const { subject, body } = english();
    expect(subject).toHaveValue('delivered in fr: {orderNumber}');
    // French words are written left to right, in French.
    expect(body).toHaveAttribute('lang', 'fr');
    expect(body).toHaveAttribute('dir', 'ltr');

    await user.clear(body);
    await user.type(body, 'Bonjour {{firstName}');
    for (const action of ['Save the words', 'Preview', 'Send me a test']) {
      await user.click(screen.getByRole('button', { name: action }));
      expect(
        await screen.findByText(
          '{firstName} is not a name this mail can fill in. Use one of the names in braces listed above.',
        ),
      ).toBeInTheDocument();
    }
    expect(screen.queryByText(/mailWords\./)).not.toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Livré');
    await user.clear(body);
    await user.type(body, 'Bonjour {{name}');
    await user.click(screen.getByRole('button', { name: 'Save the words' }));
    expect(
      await screen.findByText('The mail must name {orderNumber} somewhere, in the subject or the words.'),
    ).toBeInTheDocument();
    await user.clear(subject);
    await user.click(screen.getByRole('button', { name: 'Save the words' }));
    expect(await screen.findByText("Write the mail's subject.")).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test("the server's refusal of a placeholder shows in the same words", async () => {
    const { user } = renderSignedIn('/mail-words?mail=refunded&language=en', owner, {
      'GET /api/admin/mail-words': { body: list },
      'PUT /api/admin/mail-words/refunded/en': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'mailWords.unknown:shopname',
          errors: { body: 'mailWords.unknown:shopname' },
        },
      },
    });
    await screen.findByRole('form', { name: 'The words of the mail' });
    await user.type(english().body, ' Thanks.');
    await user.click(screen.getByRole('button', { name: 'Save the words' }));
    expect(
      await screen.findByText(
        '{shopname} is not a name this mail can fill in. Use one of the names in braces listed above.',
      ),
    ).toBeInTheDocument();
  });

  test("an owner's words are given back their default after a confirmation", async () => {
    const { api, user } = renderSignedIn('/mail-words?mail=shipped&language=en', owner, {
      'GET /api/admin/mail-words': { body: list },
      'DELETE /api/admin/mail-words/shipped/en': {
        body: { ...wordsOf('shipped', 'en'), subject: 'Default {orderNumber}', edited: false, updatedAt: null },
      },
    });
    await screen.findByRole('form', { name: 'The words of the mail' });
    await user.click(screen.getByRole('button', { name: 'Restore the default words' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Replace your words of this mail in this language with the shop's default words?");
    // Keeping them is the choice under the keyboard.
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Restore the default words' }));
    expect(await screen.findByText('The mail uses its default words again.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/admin/mail-words/shipped/en')).toHaveLength(1);
    // Once the dialog has gone (the page behind it is hidden from screen readers until then).
    await waitFor(() => expect(english().subject).toHaveValue('Default {orderNumber}'));
    expect(screen.getByText('Default words')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore the default words' })).not.toBeInTheDocument();
  });

  test('works on a phone in Arabic, right to left: the Arabic words first, their problems in Arabic', async () => {
    setScreenWidth(390);
    const { user } = renderSignedIn(
      '/mail-words',
      owner,
      { 'GET /api/admin/mail-words': { body: list } },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: ar['mailWords.title'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await screen.findByRole('form', { name: ar['mailWords.form'] });
    const { subject, body } = theForm({
      form: ar['mailWords.form'],
      subject: new RegExp(`^${ar['mailWords.subject']}`),
      body: new RegExp(`^${ar['mailWords.body']}`),
    });
    expect(subject).toHaveValue('confirmation in ar: {orderNumber}');
    expect(body).toHaveAttribute('dir', 'rtl');
    await user.clear(body);
    await user.type(body, 'مرحبًا {{الاسم}');
    await user.click(screen.getByRole('button', { name: ar['mailWords.preview'] }));
    expect(await screen.findByText(ar['mailWords.unknown'].replace('{placeholder}', '{الاسم}'))).toBeInTheDocument();
  });

  test('a list that did not come says so with a way to ask again; an empty one says there is nothing', async () => {
    let answers = 0;
    const { user } = renderSignedIn('/mail-words', owner, {
      'GET /api/admin/mail-words': () =>
        (answers += 1) === 1 ? { status: 500, body: { code: 'INTERNAL' } } : { body: { ...list, words: [] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on the server');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The shop has no words for this mail in this language.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  test('is not for support: the page says so and asks nothing', async () => {
    await expectNotForRole('/mail-words', support, 'GET /api/admin/mail-words');
  });
});
