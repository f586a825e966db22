import { createHmac } from 'node:crypto';
import { paymobHmac, paymobHmacText, verifyPaymobHmac } from './paymob-hmac';

/**
 * The vectors come from Paymob's documentation (decision 0111): its sample processed callback and the
 * concatenated text its "HMAC Transaction Callback" page prints for it. The expected digests were computed
 * outside this code, with `printf '%s' TEXT | openssl dgst -sha512 -hmac SECRET`, so a slip in the module's
 * field order or its use of crypto cannot also slip into what it is compared with.
 */
const SECRET = 'test-hmac-secret-0111';

/** The sample of developers.paymob.com's HMAC Transaction Callback page (June 2024 transaction). */
const SAMPLE_2024 = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  profile_id: 164295,
  has_parent_transaction: false,
  order: { id: 217503754, created_at: '2024-06-13T11:32:09.628623', merchant_order_id: 'ref-1' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved' },
};
const SAMPLE_2024_TEXT =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SAMPLE_2024_HMAC =
  '0e271dad0285504ece358aa38b4abc7e29b5867531035c7ce437889d463c6b6505df1c2da597505aa4ad5364da185b9c959345b1c13bbda4336c89ba3d0f95eb';

/** The older sample (acceptdocs' transaction callback of March 2020), with its values as Paymob lists them. */
const SAMPLE_2020 = {
  amount_cents: 100,
  created_at: '2020-03-25T18:39:44.719228',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  id: 2556706,
  integration_id: 6741,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  order: { id: 4778239 },
  owner: 4705,
  pending: false,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  success: true,
};
const SAMPLE_2020_TEXT =
  '1002020-03-25T18:39:44.719228EGPfalsefalse25567066741truefalsefalsefalsetruefalse47782394705false2346MasterCardcardtrue';
const SAMPLE_2020_HMAC =
  'e5120fe594bcdeb4ce997a3f0a8fbaa07410172afe59c88eee6e7647df6e41e043a525ce1a25370c56aa1257ba953fb3534ccaf71db8a2515cdce6955dc163be';

describe('paymobHmacText', () => {
  it("concatenates the twenty fields in Paymob's order, nested paths and booleans as true/false", () => {
    expect(paymobHmacText(SAMPLE_2024)).toBe(SAMPLE_2024_TEXT);
    expect(paymobHmacText(SAMPLE_2020)).toBe(SAMPLE_2020_TEXT);
  });

  it("writes a missing or null value, or a missing parent object, as ''", () => {
    const sparse = { amount_cents: 500, currency: 'EGP', error_occured: false, id: 7, owner: null, success: true };
    expect(paymobHmacText(sparse)).toBe('500EGPfalse7true');
    expect(paymobHmacText(null)).toBe('');
  });
});

describe('paymobHmac', () => {
  it('is the HMAC-SHA512 hex of the documented text, as computed outside the module', () => {
    expect(paymobHmac(SAMPLE_2024, SECRET)).toBe(SAMPLE_2024_HMAC);
    expect(paymobHmac(SAMPLE_2020, SECRET)).toBe(SAMPLE_2020_HMAC);
    // And node:crypto over the documented text itself agrees with openssl.
    expect(createHmac('sha512', SECRET).update(SAMPLE_2024_TEXT).digest('hex')).toBe(SAMPLE_2024_HMAC);
  });

  it('is independent of the order of the keys in the object', () => {
    const reordered = Object.fromEntries(Object.entries(SAMPLE_2024).reverse());
    expect(paymobHmac(reordered, SECRET)).toBe(SAMPLE_2024_HMAC);
  });
});

describe('verifyPaymobHmac', () => {
  it('accepts the signature of the object under the secret, in either case of hex', () => {
    expect(verifyPaymobHmac(SAMPLE_2024, SAMPLE_2024_HMAC, SECRET)).toBe(true);
    expect(verifyPaymobHmac(SAMPLE_2024, SAMPLE_2024_HMAC.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a changed amount, flag, order or card field', () => {
    const changes: Array<Record<string, unknown>> = [
      { amount_cents: 100001 },
      { success: false },
      { pending: true },
      { is_refunded: true },
      { order: { ...SAMPLE_2024.order, id: 217503755 } },
      { source_data: { ...SAMPLE_2024.source_data, pan: '2347' } },
    ];
    for (const change of changes)
      expect(verifyPaymobHmac({ ...SAMPLE_2024, ...change }, SAMPLE_2024_HMAC, SECRET)).toBe(false);
  });

  it('refuses another secret, and anything that is not 128 hex digits', () => {
    expect(verifyPaymobHmac(SAMPLE_2024, SAMPLE_2024_HMAC, 'another-secret')).toBe(false);
    for (const hmac of [undefined, '', 'abc', SAMPLE_2024_HMAC.slice(2), `${SAMPLE_2024_HMAC}00`, ['x'], 42])
      expect(verifyPaymobHmac(SAMPLE_2024, hmac, SECRET)).toBe(false);
    expect(verifyPaymobHmac(SAMPLE_2024, `${SAMPLE_2024_HMAC.slice(0, -1)}g`, SECRET)).toBe(false);
  });
});
