import lodashClone from 'lodash-es/clone';
import lodashCloneDeep from 'lodash-es/cloneDeep';
import lodashToPath from 'lodash-es/toPath';
import clone from './clone';
import cloneDeep from './clone-deep';
import toPath from './to-path';

/** What Formik hands these: a form's values, with nested addresses, lines, dates, nulls and empty fields. */
class Address {
  line1 = 'Tahrir Square 1';
  city = 'القاهرة';
}
const values = () => ({
  email: 'ana@example.com',
  remember: true,
  quantity: 3,
  note: '',
  coupon: null,
  gift: undefined,
  deliverOn: new Date('2026-12-24T10:00:00Z'),
  lines: [
    { id: 1, quantity: 2, options: { size: 'M' } },
    { id: 2, quantity: 1, options: {} },
  ],
  address: new Address(),
  tags: ['a', 'b'],
  pattern: /^[0-9]+$/g,
});

describe("Formik's lodash stand-ins give lodash's answers (the browser bundle's, webpack.config.ts)", () => {
  it('cloneDeep: an equal copy that shares no object, array or date with the original', () => {
    const original = values();
    const copy = cloneDeep(original);
    expect(copy).toEqual(lodashCloneDeep(original));
    expect(copy).toEqual(original);
    expect(copy.lines).not.toBe(original.lines);
    const [copiedLine] = copy.lines;
    const [originalLine] = original.lines;
    expect(copiedLine).not.toBe(originalLine);
    expect(copiedLine?.options).not.toBe(originalLine?.options);
    expect(copy.deliverOn).not.toBe(original.deliverOn);
    expect(copy.address).not.toBe(original.address);
    expect(copy.address).toBeInstanceOf(Address);
    copiedLine!.options = { size: 'L' };
    expect(originalLine).toEqual({ id: 1, quantity: 2, options: { size: 'M' } });
  });

  it('cloneDeep: what is not an object comes back as it is, as from lodash', () => {
    for (const value of [undefined, null, '', 0, 'text', true]) {
      expect(cloneDeep(value)).toBe(lodashCloneDeep(value));
    }
  });

  it('clone: a shallow copy, its prototype kept, its members shared', () => {
    const original = values();
    for (const value of [original, original.lines, original.address, original.tags, original.deliverOn]) {
      const copy = clone(value);
      expect(copy).not.toBe(value);
      expect(copy).toEqual(lodashClone(value));
      expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(value));
    }
    expect(clone(original).lines).toBe(original.lines);
    expect(clone(original.lines)[0]).toBe(original.lines[0]);
    for (const value of [undefined, null, '', 0, 'text', true]) expect(clone(value)).toBe(lodashClone(value));
  });

  it.each([
    'email',
    'address.line1',
    'lines[0].quantity',
    'lines.1.options.size',
    'lines[10][2]',
    'a["b.c"].d',
    "a['b'][0]",
    'a["say \\"hi\\""]',
    '.lead',
    'a..b',
    'a[]',
    '',
  ])('toPath(%j) as lodash reads it', (name) => {
    expect(toPath(name)).toEqual(lodashToPath(name));
  });

  it('toPath of a path given as parts keeps the parts, as text', () => {
    expect(toPath(['lines', 0, 'quantity'])).toEqual(lodashToPath(['lines', 0, 'quantity']));
  });
});
