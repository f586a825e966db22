import { variantBySku } from '../../../universal/variants';
import { mug, phone, ring, tee } from '../../../test/variant-products';
import { quantityLimit } from './product-page';
import { choiceAt, choiceFromSearch, choiceQuery, choiceState } from './variant-choice';

const at = (query: string) => new URLSearchParams(query);

describe('choiceFromSearch', () => {
  it("keeps only the product's options and values, whatever else the URL carries", () => {
    expect(choiceFromSearch(tee, at('colour=navy&size=XXL&ref=mail&utm=x'))).toEqual({ colour: 'navy' });
    expect(choiceFromSearch(tee, at('size=M&colour=white'))).toEqual({ colour: 'white', size: 'M' });
    expect(choiceFromSearch(mug, at('size=M'))).toEqual({});
  });

  it('picks the value of an option that has only one, and nothing else unasked', () => {
    expect(choiceFromSearch(phone, at(''))).toEqual({ colour: 'black' });
    expect(choiceFromSearch(tee, at(''))).toEqual({});
  });
});

describe('choiceState', () => {
  it('before a full choice: "From" the lowest price the open values allow, no variant, the options still open', () => {
    const state = choiceAt(tee, at(''));
    expect(state).toMatchObject({ status: 'incomplete', variant: undefined, price: { price: 17.99, from: true } });
    expect(state.missing.map((option) => option.key)).toEqual(['colour', 'size']);
    expect(state.price.listPrice).toBeUndefined();
    expect(state.shown).toBeUndefined();
  });

  it('a picked colour narrows the price and shows its pictures before the size is picked', () => {
    const navy = choiceAt(tee, at('colour=navy'));
    expect(navy.price).toEqual({ price: 19.99, from: false });
    expect(navy.shown?.images).toEqual(['/catalog/images/103-navy.svg']);
    expect(navy.missing.map((option) => option.key)).toEqual(['size']);
    // White's variants share their price and list price: both are shown, without "From".
    expect(choiceAt(tee, at('colour=white')).price).toEqual({ price: 17.99, listPrice: 24.99, from: false });
  });

  it("a full choice is its variant's: price, list price, stock", () => {
    const state = choiceAt(tee, at('colour=white&size=M'));
    expect(state).toMatchObject({ status: 'available', stock: 'in-stock', units: 7 });
    expect(state.variant?.sku).toBe('TEE-WHITE-M');
    expect(state.price).toEqual({ price: 17.99, listPrice: 24.99, from: false });
    expect(choiceAt(tee, at('colour=navy&size=L'))).toMatchObject({ status: 'available', stock: 'low', units: 4 });
  });

  it('tells a sold-out variant from a combination that is not sold', () => {
    expect(choiceAt(tee, at('colour=navy&size=M'))).toMatchObject({ status: 'sold-out', stock: 'out', units: 0 });
    const missing = choiceAt(tee, at('colour=white&size=L'));
    expect(missing).toMatchObject({ status: 'unavailable', stock: 'unavailable', variant: undefined });
  });

  it('before a full choice the stock line counts every variant still possible', () => {
    expect(choiceAt(ring, at(''))).toMatchObject({ stock: 'in-stock', units: 15 });
    expect(choiceState(ring, {})).toMatchObject({ status: 'incomplete' });
  });

  it('a product without options is its single variant from the start', () => {
    expect(choiceAt(mug, at(''))).toMatchObject({ status: 'available', stock: 'in-stock', units: 40 });
    expect(choiceAt(mug, at('')).variant?.sku).toBe('MUG-101');
  });

  it('storage at its own price: "From" until it is picked (the one colour is picked already)', () => {
    expect(choiceAt(phone, at('')).price).toEqual({ price: 499, from: true });
    expect(choiceAt(phone, at('storage=256gb')).price).toEqual({ price: 599, from: false });
  });
});

test("choiceQuery names a variant's values in the product's option order", () => {
  expect(choiceQuery(tee, variantBySku(tee, 'TEE-WHITE-S')!)).toBe('colour=white&size=S');
  expect(choiceQuery(mug, variantBySku(mug, 'MUG-101')!)).toBe('');
});

describe('quantityLimit', () => {
  it("stops at the variant's stock when it is under 10, and says it is the stock", () => {
    expect(quantityLimit(3)).toEqual({ max: 3, reason: 'stock' });
    expect(quantityLimit(0)).toEqual({ max: 0, reason: 'stock' });
  });

  it("stops at the page's 10 otherwise", () => {
    expect(quantityLimit(10)).toEqual({ max: 10, reason: 'page' });
    expect(quantityLimit(284)).toEqual({ max: 10, reason: 'page' });
    expect(quantityLimit(undefined)).toEqual({ max: 10, reason: 'page' });
  });
});
