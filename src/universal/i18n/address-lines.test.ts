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

  it("names an Egyptian address's governorate in the reader's language, with no postal code left dangling", () => {
    const dokki = { street: '١٢ شارع التحرير، الدقي', city: 'الدقي', state: 'Giza', zipCode: '', country: 'Egypt' };
    expect(addressLines(dokki, 'ar', ar['address.separator'])).toEqual([
      '١٢ شارع التحرير، الدقي',
      'الدقي، الجيزة',
      'مصر',
    ]);
    expect(addressLines(dokki, 'en', en['address.separator'])[1]).toBe('الدقي, Giza');
    expect(addressLines(dokki, 'fr', fr['address.separator'])[1]).toBe('الدقي, Gizeh');
    expect(addressLines({ ...dokki, zipCode: '12611' }, 'es', es['address.separator'])[1]).toBe('الدقي, Guiza 12611');
    // An address typed before the list keeps its words; another country's state is never translated.
    expect(addressLines({ ...dokki, state: 'Dokki district' }, 'ar', ar['address.separator'])[1]).toBe(
      'الدقي، Dokki district',
    );
    expect(addressLines({ ...london, country: 'United States', state: 'Giza' }, 'ar', '، ')[1]).toBe(
      'London، Giza NW1 6XE',
    );
  });

  it('shows a country checkout does not know as it was typed', () => {
    expect(addressLines({ ...london, country: 'Atlantis' }, 'fr', ', ').at(-1)).toBe('Atlantis');
  });
});
