import { createIntl } from 'react-intl';
import ar from '../../universal/i18n/messages/ar.json';
import en from '../../universal/i18n/messages/en.json';
import fr from '../../universal/i18n/messages/fr.json';
import { errorText } from './error-text';

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const failure = (status: number, body: object) => ({ status, data: body });

describe('errorText', () => {
  it("keeps the server's English words in English (the spec's texts)", () => {
    const error = failure(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(errorText(error, 'Sign-in failed', intlOf('en', en))).toBe('Invalid email or password');
    expect(errorText(failure(500, {}), 'Sign-in failed', intlOf('en', en))).toBe('Sign-in failed');
  });

  it("says a refusal in the page's language by its code, never in English", () => {
    const error = failure(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(errorText(error, 'x', intlOf('ar-u-nu-latn', ar))).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    const taken = failure(409, { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect(errorText(taken, 'x', intlOf('fr', fr))).toBe('Un compte existe déjà avec cet e-mail');
  });

  it("translates a form rule's message the server sent back, and falls back to the screen's own text", () => {
    const rule = failure(400, {
      code: 'VALIDATION_FAILED',
      message: 'Passwords do not match',
      messageId: 'validation.password.resetMismatch',
    });
    expect(errorText(rule, 'x', intlOf('fr', fr))).toBe(fr['validation.password.resetMismatch']);
    expect(errorText(failure(502, { message: 'Bad gateway' }), 'Échec', intlOf('fr', fr))).toBe('Échec');
    expect(errorText(failure(400, { code: 'NO_SUCH_CODE', message: 'English words' }), 'Échec', intlOf('fr', fr))).toBe(
      'Échec',
    );
  });

  it("says a limit's number in the page's words (issue 48: QUANTITY_LIMIT, TOO_MANY_UNPAID_ORDERS)", () => {
    const units = failure(400, {
      code: 'QUANTITY_LIMIT',
      message: 'You can buy at most 10 of an item in one order',
      limit: 10,
    });
    expect(errorText(units, 'x', intlOf('fr', fr))).toBe(
      'Vous pouvez acheter au maximum 10 exemplaires d’un même article par commande',
    );
    expect(errorText({ ...units, data: { ...units.data, limit: 2 } }, 'x', intlOf('ar-u-nu-latn', ar))).toBe(
      'يمكنك شراء قطعتين على الأكثر من المنتج الواحد في الطلب الواحد',
    );
    const unpaid = failure(409, { code: 'TOO_MANY_UNPAID_ORDERS', message: 'You already have 1 …', limit: 1 });
    expect(errorText(unpaid, 'x', intlOf('fr', fr))).toMatch(/^Vous avez déjà 1 commande en paiement à la livraison/);
  });
});
