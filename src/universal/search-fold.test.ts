import { foldForSearch } from './search-fold';

describe('foldForSearch', () => {
  // Each rule with texts and what they fold to.
  it.each<[string, [string, string][]]>([
    ['lower-cases', [['Wireless HEADPHONES', 'wireless headphones']]],
    [
      'writes every alef form as a bare alef',
      [
        ['أسود', 'اسود'],
        ['إسورة', 'اسوره'],
        ['آلات', 'الات'],
        ['ٱلسماعات', 'السماعات'],
      ],
    ],
    [
      'reads taa marbuta as haa and alef maqsura as yaa',
      [
        ['سماعة', 'سماعه'],
        ['مستشفى', 'مستشفي'],
      ],
    ],
    [
      'drops the short-vowel marks, the dagger alef and tatweel',
      [
        ['سَمّاعَاتٌ', 'سماعات'],
        ['هٰذا', 'هذا'],
        ['سمـــاعات', 'سماعات'],
      ],
    ],
    ['keeps the other hamza letters whole', [['مؤشر ضوئي', 'مؤشر ضوئي']]],
    [
      'drops Latin accents and writes out the ligatures',
      [
        ['Écouteurs À Réduction', 'ecouteurs a reduction'],
        ['Niño Açaí Größe', 'nino acai große'],
        ['Cœur Æther', 'coeur aether'],
      ],
    ],
    [
      'leaves white space, digits and punctuation as they are',
      [[' a\tb\nc 50% 40 mm, 3-pack ', ' a\tb\nc 50% 40 mm, 3-pack ']],
    ],
  ])('%s', (_rule, examples) => {
    for (const [text, folded] of examples) expect(foldForSearch(text)).toBe(folded);
  });

  it('is the same applied twice', () => {
    const text = 'Élodie إسورة ذهبية، سَمّاعة Cœur';
    expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
  });
});
