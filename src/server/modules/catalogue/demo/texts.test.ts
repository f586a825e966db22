import products from './products.json';
import ar from './texts/ar.json';
import es from './texts/es.json';
import fr from './texts/fr.json';

interface Text {
  title: string;
  description: string;
}

type Texts = Record<string, Text>;

const catalogue = products as { id: number; title: string; description: string; category: string }[];
const ids = catalogue.map((p) => String(p.id));
const english = new Map(catalogue.map((p) => [String(p.id), p]));
// The product page cuts a description into highlights at sentence ends: a translation keeps the sentences.
const sentences = (text: string) => text.trim().split(/(?<=\.)\s+/);
const dresses = catalogue.filter((p) => p.category === "women's clothing" && /\bdress\b/i.test(p.title));

describe.each([
  ['ar', ar as Texts],
  ['fr', fr as Texts],
  ['es', es as Texts],
])('demo catalogue texts in %s', (_language, texts) => {
  it('has a title and a description for every product of products.json and for no other', () => {
    expect(Object.keys(texts)).toEqual(ids);
    for (const id of ids) {
      expect(texts[id]?.title.trim()).not.toBe('');
      expect(texts[id]?.description.trim()).not.toBe('');
    }
  });

  it('translates every text: none is the English one', () => {
    const untranslated = ids.filter(
      (id) => texts[id]?.title === english.get(id)?.title || texts[id]?.description === english.get(id)?.description,
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the English description’s sentences, each ending with a full stop', () => {
    const mismatched = ids.filter((id) => {
      const text = texts[id]?.description ?? '';
      return sentences(text).length !== sentences(english.get(id)?.description ?? '').length || !text.endsWith('.');
    });
    expect(mismatched).toEqual([]);
  });
});

describe('the words a shopper types', () => {
  it('names the headphones "سماعات" in Arabic', () => {
    expect((ar as Texts)['1']?.title).toContain('سماعات');
  });

  it('calls a dress "robe" in French and "vestido" in Spanish', () => {
    expect(dresses.length).toBeGreaterThan(0);
    expect(dresses.some((p) => /\brobe\b/i.test((fr as Texts)[p.id]?.title ?? ''))).toBe(true);
    expect(dresses.some((p) => /\bvestido\b/i.test((es as Texts)[p.id]?.title ?? ''))).toBe(true);
  });
});
