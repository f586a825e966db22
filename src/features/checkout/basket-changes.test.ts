import { basketChanges, lineMarks } from './basket-changes';

const line = (sku: string, quantity: number) => ({ sku, quantity, product: { title: `T${sku}` } });

test('the same basket has no changes, whatever order the lines come in', () => {
  expect(basketChanges({ lines: [line('1', 1), line('2', 2)] }, { lines: [line('2', 2), line('1', 1)] })).toEqual([]);
});

test('a replaced promo code is one removed and one applied; lines are marked new or changed', () => {
  const changes = basketChanges(
    { lines: [line('1', 1), line('2', 1)], promoCode: 'SAVE10' },
    { lines: [line('1', 3), line('3', 1)], promoCode: 'SAVE5' },
  );
  expect(changes).toEqual([
    { kind: 'quantity', sku: '1', title: 'T1', before: 1, after: 3 },
    { kind: 'added', sku: '3', title: 'T3', quantity: 1 },
    { kind: 'removed', sku: '2', title: 'T2' },
    { kind: 'promoRemoved', code: 'SAVE10' },
    { kind: 'promoApplied', code: 'SAVE5' },
  ]);
  expect([...lineMarks(changes)]).toEqual([
    ['1', 'changed'],
    ['3', 'added'],
  ]);
});

test('names two sizes of one product apart by their variant, each a line of its own', () => {
  const tee = (sku: string, label: string, quantity: number) => ({ sku, label, quantity, product: { title: 'Tee' } });
  expect(basketChanges({ lines: [tee('T-M', 'M', 1), tee('T-L', 'L', 1)] }, { lines: [tee('T-M', 'M', 2)] })).toEqual([
    { kind: 'quantity', sku: 'T-M', title: 'Tee (M)', before: 1, after: 2 },
    { kind: 'removed', sku: 'T-L', title: 'Tee (L)' },
  ]);
});
