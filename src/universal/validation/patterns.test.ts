import {
  EGYPT_MOBILE_PATTERN,
  EMAIL_PATTERN,
  FULL_NAME_PATTERN,
  NAME_PATTERN,
  NOT_PRINTABLE,
  PLACE_NAME_PATTERN,
  STREET_PATTERN,
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

describe('NOT_PRINTABLE (what a password may not hold)', () => {
  it.each([
    'Correct-Horse-Battery-9',
    'correct horse battery staple',
    'Pässwörd 1 ~`^()[]{}<>|\\"',
    'كلمة سر ١',
    '🔑👨‍👩‍👧 key',
  ])('finds nothing unprintable in %s', (password) => expect(NOT_PRINTABLE.test(password)).toBe(false));
  it.each([
    ['a tab', 'Abc\tdef1'],
    ['a line break', 'Abc\ndef1'],
    ['a NUL', 'Abc\u0000def1'],
    ['a line separator', 'Abc\u2028def1'],
    ['a lone surrogate', 'Abc\ud800def1'],
  ])('finds %s', (_what, password) => expect(NOT_PRINTABLE.test(password)).toBe(true));
});

describe('name patterns', () => {
  it.each([
    'Mona Ali',
    'أميرة حسن',
    'Élodie',
    "Zoë O'Brien",
    'Hassan-Élodie',
    'J. R. Smith',
    'Bob Jr.',
    'Zoë'.normalize('NFD'),
  ])('accepts the name %s in any script', (name) => expect(NAME_PATTERN.test(name)).toBe(true));

  it.each(['R2D2', "'Mona", '-Ali', 'Mona--Ali', 'Mona_Ali', 'a@b'])('rejects %s', (name) =>
    expect(NAME_PATTERN.test(name)).toBe(false),
  );

  it('uses the same rule for the checkout full name and for cities and states', () => {
    expect(FULL_NAME_PATTERN).toBe(NAME_PATTERN);
    expect(PLACE_NAME_PATTERN.test("St. John's")).toBe(true);
    expect(PLACE_NAME_PATTERN.test('القاهرة الجديدة')).toBe(true);
  });
});

describe('ZIP_PATTERN', () => {
  it.each(['12345', '12345-6789'])('accepts %s', (zip) => expect(ZIP_PATTERN.test(zip)).toBe(true));
  it.each(['1234', '123456', '12345-678', '12345 6789', 'ABCDE'])('rejects %s', (zip) =>
    expect(ZIP_PATTERN.test(zip)).toBe(false),
  );
});

describe('STREET_PATTERN', () => {
  it.each([
    '12 Tahrir St., Apt 4-B',
    '12 Main St #4',
    'Flat 3/2',
    '١٢ شارع التحرير',
    "221b Baker's Row",
    // Arabic's own comma and semicolon (issue 48).
    '١٢ شارع التحرير، الدقي',
    'عمارة ٥؛ الدور الثالث',
  ])('accepts %s', (street) => expect(STREET_PATTERN.test(street)).toBe(true));
  it.each(['12 Main; DROP', '<b>12</b>', '12 Main St!'])('rejects %s', (street) =>
    expect(STREET_PATTERN.test(street)).toBe(false),
  );
});
