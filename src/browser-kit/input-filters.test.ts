import { filterNameInput, filterPhoneInput } from './input-filters';
import { NAME_PATTERN } from '../universal/validation/patterns';

describe('filterNameInput', () => {
  it('lets through every character a name may hold, in any script', () => {
    for (const name of ['أميرة حسن', 'Élodie', "Zoë O'Brien", 'Hassan-Élodie', 'J. R. Smith']) {
      expect(filterNameInput(name)).toBe(name);
    }
  });

  it('drops digits and symbols', () => {
    expect(filterNameInput('Mona 3rd!')).toBe('Mona rd');
    expect(filterNameInput('José\tÑoño')).toBe('JoséÑoño');
  });

  it('never cuts for length: the rule says "too long" instead', () => {
    expect(filterNameInput('a'.repeat(60))).toHaveLength(60);
  });

  it('leaves a value the name rule accepts when the typing was a name with stray symbols', () => {
    expect(NAME_PATTERN.test(filterNameInput('Mona_ Ali@'))).toBe(true);
  });
});

describe('filterPhoneInput', () => {
  it('keeps digits, plus, space, hyphen and parentheses', () => {
    expect(filterPhoneInput('+20 (10) 123-4567')).toBe('+20 (10) 123-4567');
  });

  it('drops letters and other symbols', () => {
    expect(filterPhoneInput('tel: 010.1234/5678 ext#9')).toBe(' 01012345678 9');
  });

  it('keeps digits typed on an Arabic or Persian keyboard, as 0–9', () => {
    expect(filterPhoneInput('٠١٠ ١٢٣٤ ٥٦٧٨')).toBe('010 1234 5678');
    expect(filterPhoneInput('+۴۴ ۷۹۱۱ ۱۲۳۴۵۶')).toBe('+44 7911 123456');
  });
});
