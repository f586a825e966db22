import { addressLines } from './address-lines';
import ar from './messages/ar.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

const cairo = {
  name: 'أميرة حسن',
  street: '١٢ شارع النيل',
  city: 'القاهرة',
  state: 'القاهرة',
  zipCode: '11511',
  country: 'Egypt',
};
const london = {
  street: '221B Baker Street',
  city: 'London',
  state: '',
  zipCode: 'NW1 6XE',
  country: 'United Kingdom',
};

describe('addressLines', () => {
  it("writes an Arabic page's address with the Arabic comma and the country's Arabic name", () => {
    expect(addressLines(cairo, 'ar', ar['address.separator'])).toEqual([
      'أميرة حسن',
      '١٢ شارع النيل',
      'القاهرة، القاهرة 11511',
      'مصر',
    ]);
  });

  it('names the country in the page language and leaves no separator where a part is missing', () => {
    expect(addressLines(london, 'en', en['address.separator'])).toEqual([
      '221B Baker Street',
      'London, NW1 6XE',
      'United Kingdom',
    ]);
    expect(addressLines(london, 'fr', fr['address.separator']).at(-1)).toBe('Royaume-Uni');
    expect(addressLines(london, 'es', es['address.separator']).at(-1)).toBe('Reino Unido');
    expect(addressLines(london, 'ar', ar['address.separator'])).toContain('المملكة المتحدة');
  });

  it('shows a country checkout does not know as it was typed', () => {
    expect(addressLines({ ...london, country: 'Atlantis' }, 'fr', ', ').at(-1)).toBe('Atlantis');
  });
});
