import { negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('honours Accept-Language quality order and regional tags', () => {
    expect(negotiateLocale('tlh-DE,tlh;q=0.9,ar-EG;q=0.8,en;q=0.7')).toBe('ar');
    expect(negotiateLocale('en;q=0.5,fr-CA;q=0.9')).toBe('fr');
    expect(negotiateLocale(['es-MX', 'en'])).toBe('es');
    expect(negotiateLocale('AR-eg')).toBe('ar');
  });

  it('answers nothing when no preferred language is spoken here', () => {
    expect(negotiateLocale('tlh,xx;q=0.5')).toBeUndefined();
    expect(negotiateLocale('fr;q=0')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });

  it('passes over what is not a language tag instead of failing the request', () => {
    expect(negotiateLocale('*, x-1234567890!, ;q=1, fr;q=0.5')).toBe('fr');
    expect(negotiateLocale('*')).toBeUndefined();
  });
});

describe('a first visit', () => {
  it("follows the browser's first language the shop speaks, regional variants included", () => {
    expect(negotiateLocale('tlh-DE, es-419')).toBe('es');
    expect(negotiateLocale('en-GB, ar')).toBe('en');
  });
});
