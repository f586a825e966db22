import { isCountryCode, shipToFromCookies } from './ship-to';
import { guessShipTo } from './ship-to-guess';

describe('guessShipTo', () => {
  it("takes the first region checkout knows, in the header's order of preference", () => {
    expect(guessShipTo('en-GB,en;q=0.9', 'EG')).toBe('GB');
    expect(guessShipTo('ar-EG', 'US')).toBe('EG');
    expect(guessShipTo('fr-FR;q=0.9, en-AU;q=0.95', 'EG')).toBe('AU');
    expect(guessShipTo('en-Latn-CA', 'EG')).toBe('CA');
  });

  it("falls back to the shop's country for a language alone, an unknown region or no header", () => {
    expect(guessShipTo('ar', 'EG')).toBe('EG');
    expect(guessShipTo('de-DE', 'EG')).toBe('EG');
    expect(guessShipTo('en-GB;q=0', 'US')).toBe('US');
    expect(guessShipTo(undefined, 'GB')).toBe('GB');
    expect(guessShipTo('*', 'EG')).toBe('EG');
  });
});

describe('isCountryCode', () => {
  it('is two capital letters', () => {
    expect(isCountryCode('EG')).toBe(true);
    for (const bad of ['eg', 'EGY', '', undefined, 'E1']) expect(isCountryCode(bad)).toBe(false);
  });
});

describe('shipToFromCookies', () => {
  it("is the shopper's pick, else the server's guess, else nothing; a malformed value counts as none", () => {
    expect(shipToFromCookies({ ship_to: 'GB', ship_to_guess: 'EG' })).toEqual({ country: 'GB', picked: true });
    expect(shipToFromCookies({ ship_to: 'gb<', ship_to_guess: 'EG' })).toEqual({ country: 'EG', picked: false });
    expect(shipToFromCookies({})).toBeUndefined();
  });
});
