import { basketChanges, lineMarks } from './basket-changes';

const line = (productId: string, quantity: number) => ({ productId, quantity, product: { title: `T${productId}` } });

test('the same basket has no changes, whatever order the lines come in', () => {
  expect(basketChanges({ lines: [line('1', 1), line('2', 2)] }, { lines: [line('2', 2), line('1', 1)] })).toEqual([]);
});

test('a replaced promo code is one removed and one applied; lines are marked new or changed', () => {
  const changes = basketChanges(
    { lines: [line('1', 1), line('2', 1)], promoCode: 'SAVE10' },
    { lines: [line('1', 3), line('3', 1)], promoCode: 'SAVE5' },
  );
  expect(changes).toEqual([
    { kind: 'quantity', productId: '1', title: 'T1', before: 1, after: 3 },
    { kind: 'added', productId: '3', title: 'T3', quantity: 1 },
    { kind: 'removed', productId: '2', title: 'T2' },
    { kind: 'promoRemoved', code: 'SAVE10' },
    { kind: 'promoApplied', code: 'SAVE5' },
  ]);
  expect([...lineMarks(changes)]).toEqual([
    ['1', 'changed'],
    ['3', 'added'],
  ]);
});
