import { MAX_PRODUCT_ID, productIdNumber } from './product-id';

test('a product id is digits without a sign or leading zero, from 1 to the column maximum', () => {
  expect(productIdNumber('1')).toBe(1);
  expect(productIdNumber('42')).toBe(42);
  expect(productIdNumber(String(MAX_PRODUCT_ID))).toBe(2_147_483_647);
  for (const text of ['0', '007', '2147483648', '99999999999', '1.5', '-3', '+3', ' 4', '4 ', '', 'abc', '1e3', '٣'])
    expect(productIdNumber(text)).toBeUndefined();
});
