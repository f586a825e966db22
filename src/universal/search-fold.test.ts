import { foldForSearch } from './search-fold';

describe('foldForSearch', () => {
  it('lower-cases', () => {
    expect(foldForSearch('Wireless HEADPHONES')).toBe('wireless headphones');
  });

  it('writes every alef form as a bare alef', () => {
    expect(['أسود', 'إسورة', 'آلات', 'ٱلسماعات'].map(foldForSearch)).toEqual(['اسود', 'اسوره', 'الات', 'السماعات']);
  });

  it('reads taa marbuta as haa and alef maqsura as yaa', () => {
    expect(foldForSearch('سماعة')).toBe('سماعه');
    expect(foldForSearch('مستشفى')).toBe('مستشفي');
  });

  it('drops the short-vowel marks, the dagger alef and tatweel', () => {
    expect(foldForSearch('سَمّاعَاتٌ')).toBe('سماعات');
    expect(foldForSearch('هٰذا')).toBe('هذا');
    expect(foldForSearch('سمـــاعات')).toBe('سماعات');
  });

  it('keeps the other hamza letters whole', () => {
    expect(foldForSearch('مؤشر ضوئي')).toBe('مؤشر ضوئي');
  });

  it('drops Latin accents and writes out the ligatures', () => {
    expect(foldForSearch('Écouteurs À Réduction')).toBe('ecouteurs a reduction');
    expect(foldForSearch('Niño Açaí Größe')).toBe('nino acai große');
    expect(foldForSearch('Cœur Æther')).toBe('coeur aether');
  });

  it('leaves white space, digits and punctuation as they are', () => {
    expect(foldForSearch(' a\tb\nc 50% 40 mm, 3-pack ')).toBe(' a\tb\nc 50% 40 mm, 3-pack ');
  });

  it('is the same applied twice', () => {
    const text = 'Élodie إسورة ذهبية، سَمّاعة Cœur';
    expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
  });
});
