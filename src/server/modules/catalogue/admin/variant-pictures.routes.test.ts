import type { AdminProduct, AdminProductInput } from '../../../../universal/contracts/admin/products';
import type { Product } from '../../../../universal/product';
import { variantFor } from '../../../../universal/variants';
import { MAX_VARIANT_PICTURES } from '../../../../universal/validation/variant-pictures';
import { call } from '../../auth/test-support';
import { createTestStaff, type TestStaff } from '../../staff/test-support';
import { withTestApp } from '../../../test/harness';
import { readCatalogueVersion } from '../catalogue-version';
import { linenShirt } from './test-support';

/**
 * Pictures tied to variants in the console (issue 52, decision 0130): the editor's save carries each
 * variant's pictures, which must be the product's own, and the shop shows them first at once.
 */

jest.mock('argon2', () => jest.requireActual('../../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();
let catalogue: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  catalogue = await createTestStaff(t, 'catalogue');
  support = await createTestStaff(t, 'support');
});

/** The demo hoodie: heather grey, black and navy in six sizes; black and navy each with a picture of their own. */
const HOODIE = 40;
/** The demo wrap dress: sage and navy. */
const DRESS = 49;

const as = (who: TestStaff) => ({ token: who.token });
const editorsView = async (id: number) =>
  (await call(t, 'GET', `/api/admin/products/${id}`, as(catalogue))).body as unknown as AdminProduct;
const onShop = async (id: number) => (await call(t, 'GET', `/catalog/products/${id}`)).body as unknown as Product;
const trail = (id: number) =>
  t.db.query<{ action: string; before: Partial<AdminProduct>; after: Partial<AdminProduct> }>(
    'SELECT action, before, after FROM audit_log WHERE object_id = $1 ORDER BY id',
    [String(id)],
  );

/** What the editor sends back for `product`, each variant's units as shown, `navy` giving the navy variants' pictures. */
function saving(product: AdminProduct, navy: string[] | undefined): AdminProductInput {
  const { id: _id, state: _state, rating: _rating, ...input } = product;
  return {
    ...input,
    variants: input.variants.map((variant) => {
      const { images, ...rest } = variant;
      const pictures = variant.options.colour === 'navy' ? navy : images;
      return { ...rest, stockWas: variant.stock, ...(pictures ? { images: pictures } : {}) };
    }),
  };
}

const save = (id: number, input: AdminProductInput, who = catalogue) =>
  call(t, 'PUT', `/api/admin/products/${id}`, { ...as(who), body: input });

it("ties a gallery picture to navy: the shop's page and its navy card show it first, the trail keeps before and after", async () => {
  const hoodie = await editorsView(HOODIE);
  // The editor is shown each variant's pictures, those an import gave one colour alone among them.
  expect(hoodie.variants.find((variant) => variant.sku === 'SF40-NAVY-M')?.images).toEqual([
    '/catalog/images/40-navy.svg',
  ]);
  const [angle] = hoodie.images;
  const navy = [angle as string, '/catalog/images/40-navy.svg'];
  const version = await readCatalogueVersion(t.db);

  const saved = await save(HOODIE, saving(hoodie, navy));
  expect(saved.status).toBe(200);
  expect(await readCatalogueVersion(t.db)).not.toBe(version);

  const product = await onShop(HOODIE);
  expect(variantFor(product, { colour: 'navy', size: 'M' })?.images).toEqual(navy);
  // The black hoodie keeps the picture an import gave it alone: the save sent it back as it was.
  expect(variantFor(product, { colour: 'black', size: 'M' })?.images).toEqual(['/catalog/images/40-black.svg']);
  const listed = await call(t, 'GET', '/catalog/products?limit=60&colour=navy');
  const card = (listed.body as unknown as Product[]).find((candidate) => candidate.id === HOODIE);
  expect(card?.shown).toEqual({ options: { colour: 'navy' }, image: angle });

  const [update] = (await trail(HOODIE)).filter((entry) => entry.action === 'product.update');
  expect(Object.keys(update?.after ?? {})).toEqual(['variants']);
  const navyM = (entry: Partial<AdminProduct> | undefined) =>
    entry?.variants?.find((variant) => variant.sku === 'SF40-NAVY-M')?.images;
  expect(navyM(update?.before)).toEqual(['/catalog/images/40-navy.svg']);
  expect(navyM(update?.after)).toEqual(navy);
});

it("refuses a picture that is not the product's own, one named twice and too many, and changes nothing", async () => {
  const dress = await editorsView(DRESS);
  const before = await onShop(DRESS);
  const entries = (await trail(DRESS)).length;

  const foreign = await save(DRESS, saving(dress, ['/catalog/images/40-navy.svg']));
  expect(foreign.status).toBe(400);
  expect(foreign.body.message).toBe(
    `The product cannot be saved: variants[6].images: "/catalog/images/40-navy.svg" is not one of the product's pictures`,
  );
  const twice = await save(DRESS, saving(dress, [dress.image, dress.image]));
  expect(twice.status).toBe(400);
  expect(twice.body.message).toContain('names a picture twice');
  const many = Array.from({ length: MAX_VARIANT_PICTURES + 1 }, () => dress.image);
  expect((await save(DRESS, saving(dress, many))).status).toBe(400);
  expect((await save(DRESS, saving(dress, [dress.image]), support)).status).toBe(403);

  expect(await onShop(DRESS)).toEqual(before);
  expect(await trail(DRESS)).toHaveLength(entries);
});

it("keeps a picture one colour alone had once it leaves the gallery, and ties a draft's pictures to what it is published with", async () => {
  const coloured = {
    key: 'colour',
    name: { en: 'Colour' },
    values: [
      { value: 'navy', label: { en: 'Navy' } },
      { value: 'sand', label: { en: 'Sand' } },
    ],
  };
  const navyPicture = '/catalog/images/40-navy.svg';
  const draftOf = (images: string[], navy: string[]): AdminProductInput => ({
    ...linenShirt({
      title: 'Colour tee',
      texts: {},
      options: [coloured],
      variants: [
        { sku: 'CTEE-NAVY', options: { colour: 'navy' }, price: 20, stock: 3, images: navy },
        { sku: 'CTEE-SAND', options: { colour: 'sand' }, price: 20, stock: 3 },
      ],
    }),
    images,
  });
  // A new product's variants may name its main picture and gallery only.
  const stranger = await call(t, 'POST', '/api/admin/products', {
    ...as(catalogue),
    body: draftOf([], [navyPicture]),
  });
  expect(stranger.status).toBe(400);
  const made = await call(t, 'POST', '/api/admin/products', {
    ...as(catalogue),
    body: draftOf([navyPicture], [navyPicture]),
  });
  expect(made.status).toBe(201);
  const id = (made.body as unknown as AdminProduct).id;
  // Out of the gallery, the navy picture stays the navy shirt's: the draft's variants showed it.
  expect((await save(id, draftOf([], [navyPicture]))).status).toBe(200);
  expect((await call(t, 'POST', `/api/admin/products/${id}/publish`, as(catalogue))).status).toBe(200);
  const product = await onShop(id);
  expect(product.images).toEqual([product.image]);
  expect(variantFor(product, { colour: 'navy' })?.images).toEqual([navyPicture]);
  expect(variantFor(product, { colour: 'sand' })?.images).toEqual([]);
});
