import {
  EGYPT_MOBILE_PATTERN,
  EMAIL_PATTERN,
  FULL_NAME_PATTERN,
  NAME_PATTERN,
  PASSWORD_PATTERN,
  PLACE_NAME_PATTERN,
  PROFILE_STREET_PATTERN,
  ZIP_PATTERN,
} from './patterns';

const withoutSpaces = (s: string) => s.replace(/\s+/g, '');

describe('EGYPT_MOBILE_PATTERN (applied after removing spaces)', () => {
  it.each([
    '01012345678',
    '01112345678',
    '01212345678',
    '01512345678',
    '+201112345678',
    '201512345678',
    '010 1234 5678',
  ])('accepts %s', (phone) => expect(EGYPT_MOBILE_PATTERN.test(withoutSpaces(phone))).toBe(true));

  it.each([
    ['01312345678', 'operator digit 3'],
    ['0101234567', 'one digit short'],
    ['010123456789', 'one digit long'],
    ['+2001012345678', 'international form keeping the trunk 0'],
    ['+2101012345678', 'wrong country code'],
    ['11012345678', 'no leading 0'],
    ['010-1234-5678', 'hyphens are not stripped'],
  ])('rejects %s (%s)', (phone) => expect(EGYPT_MOBILE_PATTERN.test(withoutSpaces(phone))).toBe(false));
});

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'first.last+tag@shop.example.com'])('accepts %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(true),
  );
  it.each(['plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b .co', 'a@@b.co'])('rejects %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});

describe('PASSWORD_PATTERN', () => {
  it.each(['Abcdefg1', 'Abc1@$!%*?&'])('accepts %s', (pw) => expect(PASSWORD_PATTERN.test(pw)).toBe(true));
  it.each(['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdefg1#', 'Abcd efg1', 'Äbcdefg1'])('rejects %s', (pw) =>
    expect(PASSWORD_PATTERN.test(pw)).toBe(false),
  );
});

describe('name patterns', () => {
  it('allows ASCII letters and spaces only', () => {
    expect(NAME_PATTERN.test('Mona Ali')).toBe(true);
    expect(NAME_PATTERN.test("O'Brien")).toBe(false);
    expect(NAME_PATTERN.test('José')).toBe(false);
    expect(NAME_PATTERN.test('R2D2')).toBe(false);
  });

  it('bounds the checkout full name and profile places to 2–50', () => {
    for (const pattern of [FULL_NAME_PATTERN, PLACE_NAME_PATTERN]) {
      expect(pattern.test('Al')).toBe(true);
      expect(pattern.test('A')).toBe(false);
      expect(pattern.test('a'.repeat(50))).toBe(true);
      expect(pattern.test('a'.repeat(51))).toBe(false);
    }
  });
});

describe('ZIP_PATTERN', () => {
  it.each(['12345', '12345-6789'])('accepts %s', (zip) => expect(ZIP_PATTERN.test(zip)).toBe(true));
  it.each(['1234', '123456', '12345-678', '12345 6789', 'ABCDE'])('rejects %s', (zip) =>
    expect(ZIP_PATTERN.test(zip)).toBe(false),
  );
});

describe('PROFILE_STREET_PATTERN', () => {
  it('allows letters, digits, spaces, comma, dot and dash, 5 to 100 long', () => {
    expect(PROFILE_STREET_PATTERN.test('12 Tahrir St., Apt 4-B')).toBe(true);
    expect(PROFILE_STREET_PATTERN.test('12 St')).toBe(true);
    expect(PROFILE_STREET_PATTERN.test('12 S')).toBe(false);
    expect(PROFILE_STREET_PATTERN.test('12 Main St #4')).toBe(false);
    expect(PROFILE_STREET_PATTERN.test('a'.repeat(100))).toBe(true);
    expect(PROFILE_STREET_PATTERN.test('a'.repeat(101))).toBe(false);
  });
});
