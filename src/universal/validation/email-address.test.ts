import { signupSchema } from './signup-schema';
import { canonicalDomain, domainMixesScripts, isPlainAddress, normalizeEmail } from './email-address';
import { loginSchema } from './auth-schemas';
import { guestCheckoutSchema } from './guest-checkout-schema';
import { profileSchema } from './profile-schema';
import { serverErrors } from './validation-test-support';

describe('normalizeEmail (how addresses are stored and looked up)', () => {
  it.each([
    ['  Mona@Example.COM ', 'mona@example.com'],
    ['alice@example.com.', 'alice@example.com'],
    ['Alice@EXAMPLE.com.', 'alice@example.com'],
    // IDNA (UTS 46): Unicode labels become punycode, full-width letters their ASCII selves.
    ['mona@bücher.de', 'mona@xn--bcher-kva.de'],
    ['mona@BÜCHER.de', 'mona@xn--bcher-kva.de'],
    ['mona@xn--bcher-kva.de', 'mona@xn--bcher-kva.de'],
    ['mona@ｅｘａｍｐｌｅ.com', 'mona@example.com'],
    ['mona@пример.рф', 'mona@xn--e1afmkfd.xn--p1ai'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
  });

  it('leaves what is no address as it was, lower-cased, for the rules to refuse', () => {
    expect(normalizeEmail(' No-At-Sign ')).toBe('no-at-sign');
    expect(normalizeEmail('a@exa/mple.com')).toBe('a@exa/mple.com');
    expect(canonicalDomain('evil.com/x')).toBeUndefined();
    expect(canonicalDomain('user:pw@host')).toBeUndefined();
  });
});

describe('domains that mix scripts', () => {
  it.each([
    ['mona@аpple.com', true], // a Cyrillic а among Latin letters
    ['mona@xn--pple-43d.com', true], // the same, typed as punycode
    ['mona@gοogle.com', true], // a Greek ο
    ['mona@apple.com', false],
    ['mona@пример.рф', false],
    ['mona@bücher.de', false],
    ['mona@日本語.jp', false], // Han, with Latin in another label
    ['mona@ひらがなカタカナ漢字.jp', false], // Japanese writing mixes three scripts by nature
    ['mona@مثال.com', false],
  ])('%s mixes scripts: %s', (email, mixes) => {
    expect(domainMixesScripts(email)).toBe(mixes);
  });

  it('is refused where an address is given to an account (sign up, profile), with its own message', () => {
    const message = 'This email domain mixes alphabets. Please check the address';
    expect(serverErrors(signupSchema, { email: 'mona@аpple.com' })).toMatchObject({ email: message });
    expect(serverErrors(profileSchema, { email: 'mona@xn--pple-43d.com' })).toMatchObject({ email: message });
    expect(serverErrors(signupSchema, { email: 'mona@bücher.de' })).not.toHaveProperty('email');
  });

  it('refuses a domain that is no domain', () => {
    expect(serverErrors(signupSchema, { email: 'mona@exa/mple.com' })).toMatchObject({
      email: 'Please enter a valid email address',
    });
  });
});

describe('look-alike spellings of one mailbox (issue 48 §6)', () => {
  const invalid = 'Please enter a valid email address';

  it.each([
    ['alice@example.com..'],
    ['al..ice@example.com'],
    ['.alice@example.com'],
    ['alice.@example.com'],
    ['"alice"@example.com'],
    ['alice\u200b@example.com'], // zero-width space
    ['alice\u200d@example.com'], // zero-width joiner
    ['ali\u00adce@example.com'], // soft hyphen
    ['alice\u202e@example.com'], // right-to-left override
    ['alice\u0007@example.com'], // a control character
    ['alice\uff0e\uff0e@example.com'], // full-width dots, repeated once folded
  ])('%j is refused where an address is given to an account or a guest order', (email) => {
    expect(isPlainAddress(email)).toBe(false);
    expect(serverErrors(signupSchema, { email })).toMatchObject({ email: invalid });
    expect(serverErrors(guestCheckoutSchema, { email })).toMatchObject({ email: invalid });
  });

  it.each([
    ['ａｌｉｃｅ@example.com', 'alice@example.com'],
    ['ALICE＠ｅｘａｍｐｌｅ.ｃｏｍ', 'alice@example.com'],
    ['ｍｏｎａ.ｌｉ@example.com', 'mona.li@example.com'],
  ])('full-width %j folds to %j and is accepted', (email, stored) => {
    expect(normalizeEmail(email)).toBe(stored);
    expect(isPlainAddress(email)).toBe(true);
    expect(serverErrors(signupSchema, { email })).not.toHaveProperty('email');
  });

  it('accepts plain addresses, one trailing dot after the domain included', () => {
    for (const email of ['alice@example.com', 'mona.li+shop@example.com', 'alice@example.com.', 'mona@bücher.de'])
      expect(isPlainAddress(email)).toBe(true);
  });

  it('still lets sign-in take an address stored before the rule, so its account can get in', () => {
    expect(serverErrors(loginSchema, { email: 'al..ice@example.com', password: 'Secret123!' })).not.toHaveProperty(
      'email',
    );
  });
});
