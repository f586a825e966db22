import { brandOf } from './brand';

describe('brandOf', () => {
  it("is the catalogue's brand where it names one", () => {
    expect(brandOf({ title: 'Classic Ladies Watch', brand: 'Mireille' })).toBe('Mireille');
  });

  it('falls back to the first word of the title when the brand is absent or blank', () => {
    expect(brandOf({ title: '  Nordvik Aria Headphones' })).toBe('Nordvik');
    expect(brandOf({ title: 'Zentro Slate', brand: ' ' })).toBe('Zentro');
  });
});
