import { brandChoices } from './brands';

const facets = [
  { value: 'Nordvik', count: 9 },
  { value: 'Zentro', count: 7 },
  { value: 'Voltari', count: 4 },
  { value: 'Aurelia', count: 2 },
];

describe('brandChoices', () => {
  it('offers every brand of the result with its count, alphabetically', () => {
    expect(brandChoices(facets, [])).toEqual({
      shown: [
        { value: 'Aurelia', count: 2 },
        { value: 'Nordvik', count: 9 },
        { value: 'Voltari', count: 4 },
        { value: 'Zentro', count: 7 },
      ],
      matching: 4,
    });
  });

  it('lists the most frequent ones when there are more than fit, and the finder reaches the others', () => {
    expect(brandChoices(facets, [], '', 2).shown.map((brand) => brand.value)).toEqual(['Nordvik', 'Zentro']);
    expect(brandChoices(facets, [], ' AUR ', 2)).toEqual({ shown: [{ value: 'Aurelia', count: 2 }], matching: 1 });
    expect(brandChoices(facets, [], 'x')).toEqual({ shown: [], matching: 0 });
  });

  it('always keeps the chosen brands, whatever the finder says, with count 0 once the result lost them', () => {
    expect(brandChoices(facets, ['voltari', 'Lumaro'], 'zen', 1).shown).toEqual([
      { value: 'Lumaro', count: 0 },
      { value: 'Voltari', count: 4 },
      { value: 'Zentro', count: 7 },
    ]);
  });
});
