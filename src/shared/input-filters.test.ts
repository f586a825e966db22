import { filterNameInput, filterPhoneInput } from './input-filters';
import { NAME_PATTERN } from './validation/patterns';

describe('filterNameInput', () => {
  it('drops everything but ASCII letters and spaces', () => {
    expect(filterNameInput("Mona O'Brien-Ali 3rd!")).toBe('Mona OBrienAli rd');
    expect(filterNameInput('José\tÑoño')).toBe('Josoo');
  });

  it('cuts the result to 50 characters after filtering', () => {
    expect(filterNameInput(`${'1'.repeat(10)}${'a'.repeat(60)}`)).toBe('a'.repeat(50));
  });

  it('only ever leaves characters the name rule accepts', () => {
    expect(NAME_PATTERN.test(filterNameInput('a-b_c.d/e@f g'))).toBe(true);
  });
});

describe('filterPhoneInput', () => {
  it('keeps digits, plus, space, hyphen and parentheses', () => {
    expect(filterPhoneInput('+20 (10) 123-4567')).toBe('+20 (10) 123-4567');
  });

  it('drops letters and other symbols', () => {
    expect(filterPhoneInput('tel: 010.1234/5678 ext#9')).toBe(' 01012345678 9');
  });
});
