import { extended } from './extended';

test('adds the new fields and overrides the shared ones, leaving the base as it was', () => {
  const base = { id: 1, title: 'Shirt', stock: 0 };
  const answer = extended(base, { stock: 4, sku: 'SH-M' });
  expect(answer).toEqual({ id: 1, title: 'Shirt', stock: 4, sku: 'SH-M' });
  expect(Object.keys(answer)).toEqual(['id', 'title', 'stock', 'sku']);
  expect(base).toEqual({ id: 1, title: 'Shirt', stock: 0 });
  expect(answer).not.toBe(base);
});
