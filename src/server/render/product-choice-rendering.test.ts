import type { Product } from '../../universal/product';
import { phone, tee } from '../../test/variant-products';
import { matchPage } from './page-match';
import { renderApp } from './render-app';

/** The catalogue as the render reads it in-process: the product pages given, nothing else listed. */
function catalogue(products: Product[]) {
  return {
    serverFetch: (input: RequestInfo) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const product = products.find((candidate) => url.pathname === `/catalog/products/${candidate.id}`);
      const body = product ?? [];
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json', 'x-total-count': '0' },
        }),
      );
    },
  };
}

/** The rendered #root of a product page at a URL (path and query), as the server sends it. */
async function rendered(product: Product, pathAndQuery: string): Promise<string> {
  const url = new URL(pathAndQuery, 'https://shop.example');
  const page = await matchPage(url.pathname, url.searchParams);
  if (!page) throw new Error(`no server-rendered page at ${url.pathname}`);
  const { html } = await renderApp({
    url,
    locale: 'en',
    page,
    viewport: 'desktop',
    shipTo: { country: 'EG', picked: false },
    transport: catalogue([product]),
  });
  return html;
}

/** The visible text, tags dropped (the price is written in parts beside a screen-reader copy). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The text of each radio rendered checked. */
const checkedValues = (html: string) =>
  [...html.matchAll(/<button[^>]*role="radio"[^>]*aria-checked="true"[^>]*>(.*?)<\/button>/g)].map((match) =>
    textOf(match[1] ?? '').trim(),
  );

describe("the server renders the URL's choice", () => {
  it("a full choice: the variant's price and stock line, its values checked", async () => {
    const html = await rendered(tee, '/product/103?colour=navy&size=L');
    expect(checkedValues(html)).toEqual(['Navy', 'L']);
    expect(html).toMatch(/role="status"[^>]*>Only 4 left</);
    expect(textOf(html)).toContain('$19.99');
    expect(textOf(html)).not.toContain('From');
  });

  it('another choice of the same product renders its own variant', async () => {
    const html = await rendered(tee, '/product/103?colour=white&size=M');
    expect(html).toMatch(/role="status"[^>]*>In stock</);
    expect(textOf(html)).toContain('List Price: $24.99');
  });

  it('no choice: "From" the lowest price; an option of one value is picked', async () => {
    const open = await rendered(tee, '/product/103');
    expect(checkedValues(open)).toEqual([]);
    expect(textOf(open)).toContain('From $17.99');
    const html = await rendered(phone, '/product/104');
    expect(checkedValues(html)).toEqual(['Black']);
    expect(textOf(html)).toContain('From $499.00');
  });
});
