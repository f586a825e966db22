/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct, AdminProductInput, StockPreviewRow } from '../../universal/contracts/admin/products';

import { pasteInto } from '../../test/paste-into';
import { catalogueStaff, renderSignedIn, setScreenWidth, support } from '../test/render-admin';
import { variantsFor } from './product-form';

beforeEach(() => setScreenWidth(1280));

const shirt = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 41,
  state: 'published',
  title: 'Linen shirt',
  description: 'Washed linen.',
  category: "men's clothing",
  brand: 'Atelier',
  image: '/catalog/images/41.svg',
  images: [],
  texts: { ar: { title: 'قميص كتان', description: 'كتان.' } },
  options: [
    {
      key: 'size',
      name: { en: 'Size', ar: 'المقاس' },
      values: [
        { value: 'S', label: { en: 'S' } },
        { value: 'M', label: { en: 'M', ar: 'وسط' } },
      ],
    },
  ],
  variants: [
    { sku: 'SHIRT-S', options: { size: 'S' }, price: 49.5, listPrice: 60, stock: 3 },
    { sku: 'SHIRT-M', options: { size: 'M' }, price: 52, stock: 7 },
  ],
  rating: { rate: 4.1, count: 12 },
  ...overrides,
});

describe('the variants the options make', () => {
  const variant = (sku: string, size: string) => ({
    options: { size },
    sku,
    price: '10',
    listPrice: '',
    stock: '4',
    images: [],
  });

  test('a value added makes a row from the first row; the rows kept keep their SKUs and units', () => {
    const rows = variantsFor(
      [{ key: 'size', name: 'Size', values: 'S, M, L' }],
      [variant('TEE-S', 'S'), variant('TEE-M', 'M')],
    );
    expect(rows.map((row) => [row.sku, row.options, row.price, row.stock])).toEqual([
      ['TEE-S', { size: 'S' }, '10', '4'],
      ['TEE-M', { size: 'M' }, '10', '4'],
      ['TEE-L', { size: 'L' }, '10', '0'],
    ]);
  });

  test('a second option multiplies the rows; removing every option leaves one', () => {
    const two = variantsFor(
      [
        { key: 'size', name: 'Size', values: 'S, M' },
        { key: 'colour', name: 'Colour', values: 'navy, sand' },
      ],
      [variant('TEE-S', 'S')],
    );
    expect(two.map((row) => row.sku)).toEqual(['TEE-S-navy', 'TEE-S-sand', 'TEE-M-navy', 'TEE-M-sand']);
    expect(variantsFor([], two)).toHaveLength(1);
  });
});

describe('the products grid', () => {
  test('asks for the products low in stock when the URL names them, and says so in its Stock choice', async () => {
    const { api } = renderSignedIn('/products?stock=low', support, {
      'GET /api/admin/products': { body: { rows: [], total: 0 } },
    });
    expect(await screen.findByRole('combobox', { name: 'Stock' })).toHaveTextContent('Low (5 or fewer of a variant)');
    await waitFor(() => expect(api.queryFields('GET /api/admin/products')).toMatchObject({ stock: 'low' }));
  });

  test('asks for the view in the URL and opens a product; support sees no way to make one', async () => {
    const { api } = renderSignedIn('/products?state=draft&q=linen', support, {
      'GET /api/admin/products': {
        body: {
          rows: [
            {
              id: 41,
              title: 'Linen shirt',
              category: "men's clothing",
              brand: null,
              image: '/x.svg',
              price: 49.5,
              stock: 10,
              variants: 2,
              state: 'draft',
            },
          ],
          total: 1,
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/products/41');
    const grid = screen.getByRole('grid', { name: 'Products' });
    expect(within(grid).getByText('Draft')).toBeInTheDocument();
    expect(within(grid).getByText('$49.50')).toBeInTheDocument();
    expect(api.queryFields('GET /api/admin/products')).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'id',
      direction: 'desc',
      state: 'draft',
      q: 'linen',
    });
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  });
});

describe('the product editor', () => {
  test('makes a draft with two sizes, then publishes it', async () => {
    let made: AdminProductInput | undefined;
    const { api, user, location } = renderSignedIn('/products/new', catalogueStaff, {
      'POST /api/admin/products': (request) => {
        made = request.body as AdminProductInput;
        return { status: 201, body: { ...shirt({ state: 'draft', id: 77 }), ...made } };
      },
      'GET /api/admin/products/77': () => ({ body: { ...shirt({ state: 'draft', id: 77 }), ...made } }),
      'POST /api/admin/products/77/publish': () => ({ body: { ...shirt({ id: 77 }), ...made, state: 'published' } }),
      'GET /api/admin/categories': {
        body: {
          rows: [
            { key: "men's clothing", names: {}, products: 4 },
            { key: 'outerwear', names: { en: 'Outerwear', ar: 'ملابس خارجية' }, products: 0 },
          ],
          total: 2,
        },
      },
    });
    await pasteInto(user, await screen.findByRole('textbox', { name: 'Title' }), 'Field jacket');
    // The category is one of the managed list's, by its English name.
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Outerwear' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Main picture (address)' }), '/catalog/images/3.svg');
    await pasteInto(user, screen.getByRole('textbox', { name: 'SKU, The product' }), 'JACKET');
    await pasteInto(user, screen.getByRole('textbox', { name: 'Price, The product' }), '120');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Option' }), 'Size');
    await pasteInto(user, screen.getByRole('textbox', { name: 'Values' }), 'M, L');
    const units = screen.getByRole('textbox', { name: 'Units, L' });
    await user.clear(units);
    await pasteInto(user, units, '5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(location()).toBe('/products/77'));
    expect(made).toMatchObject({
      title: 'Field jacket',
      category: 'outerwear',
      options: [{ key: 'size', name: { en: 'Size' }, values: [{ value: 'M' }, { value: 'L' }] }],
      variants: [
        { sku: 'JACKET-M', options: { size: 'M' }, price: 120, stock: 0 },
        { sku: 'JACKET-L', options: { size: 'L' }, price: 120, stock: 5 },
      ],
    });
    expect(await screen.findByText('A draft: shoppers do not see it until it is published.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('POST /api/admin/products/77/publish')).toHaveLength(1));
    expect(await screen.findByText('Published: it is on the shop now.')).toBeInTheDocument();
  });

  test("refuses in the form what the server would refuse, and says the server's reason", async () => {
    const { api, user } = renderSignedIn('/products/41', catalogueStaff, {
      'GET /api/admin/products/41': { body: shirt() },
      'PUT /api/admin/products/41': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'x', errors: { product: 'image must be a URL or path' } },
      },
    });
    const price = await screen.findByRole('textbox', { name: 'Price, M' });
    await user.clear(price);
    await pasteInto(user, price, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An amount such as 19.99.')).toBeInTheDocument();

    await user.clear(price);
    await pasteInto(user, price, '12.50');
    const sku = screen.getByRole('textbox', { name: 'SKU, M' });
    await user.clear(sku);
    await pasteInto(user, sku, 'SHIRT-S');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each variant needs its own SKU.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/products/41')).toHaveLength(0);

    await user.clear(sku);
    await pasteInto(user, sku, 'SHIRT-M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product cannot be saved: image must be a URL or path',
    );
  });

  test('sends the units it was shown beside a changed figure, keeps what it does not edit, and says a sale came first', async () => {
    const { api, user } = renderSignedIn('/products/41', catalogueStaff, {
      'GET /api/admin/products/41': { body: shirt() },
      'PUT /api/admin/products/41': { status: 409, body: { code: 'STOCK_CHANGED', message: 'x' } },
    });
    const units = await screen.findByRole('textbox', { name: 'Units, S' });
    await user.clear(units);
    await pasteInto(user, units, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Units changed meanwhile (a sale).');
    const sent = api.calls('PUT /api/admin/products/41')[0]?.body as AdminProductInput;
    expect(sent.variants).toEqual([
      { sku: 'SHIRT-S', options: { size: 'S' }, price: 49.5, listPrice: 60, stock: 20, stockWas: 3 },
      { sku: 'SHIRT-M', options: { size: 'M' }, price: 52, stock: 7, stockWas: 7 },
    ]);
    // The Arabic names of the option and its values, which the form does not edit, go back as they were.
    expect(sent.options[0]?.name).toEqual({ en: 'Size', ar: 'المقاس' });
    expect(sent.options[0]?.values[1]?.label).toEqual({ en: 'M', ar: 'وسط' });
    expect(sent.texts).toEqual({ ar: { title: 'قميص كتان', description: 'كتان.' } });
  });

  test('names the options and their values in every other language, and sends an emptied name as none', async () => {
    const { api, user } = renderSignedIn('/products/41', catalogueStaff, {
      'GET /api/admin/products/41': { body: shirt() },
      'PUT /api/admin/products/41': { body: shirt() },
    });
    // The names the product has are shown in their languages' columns; the rest are empty, English their hint.
    expect(await screen.findByRole('textbox', { name: 'Size (Arabic)' })).toHaveValue('المقاس');
    expect(screen.getByRole('textbox', { name: 'Size: M (Arabic)' })).toHaveValue('وسط');
    const french = screen.getByRole('textbox', { name: 'Size (French)' });
    expect(french).toHaveValue('');
    expect(french).toHaveAttribute('placeholder', 'Size');

    await pasteInto(user, french, 'Taille');
    await user.clear(screen.getByRole('textbox', { name: 'Size: M (Arabic)' }));
    // An option made here is named in the other languages as soon as it has a name and values.
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const options = screen.getAllByRole('textbox', { name: 'Option' });
    await pasteInto(user, options[1]!, 'Colour');
    await pasteInto(user, screen.getAllByRole('textbox', { name: 'Values' })[1]!, 'Sand');
    await pasteInto(user, await screen.findByRole('textbox', { name: 'Colour (Arabic)' }), 'اللون');
    await pasteInto(user, screen.getByRole('textbox', { name: 'Colour: Sand (Arabic)' }), 'رملي');
    await pasteInto(user, screen.getByRole('textbox', { name: 'Colour: Sand (Spanish)' }), 'Arena');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('PUT /api/admin/products/41')).toHaveLength(1));
    const sent = api.calls('PUT /api/admin/products/41')[0]?.body as AdminProductInput;
    expect(sent.options).toEqual([
      {
        key: 'size',
        name: { en: 'Size', ar: 'المقاس', fr: 'Taille' },
        values: [
          { value: 'S', label: { en: 'S' } },
          { value: 'M', label: { en: 'M' } },
        ],
      },
      {
        key: 'colour',
        name: { en: 'Colour', ar: 'اللون' },
        values: [{ value: 'Sand', label: { en: 'Sand', ar: 'رملي', es: 'Arena' } }],
      },
    ]);
  });

  test('an uploaded picture becomes the main picture, the next one joins the gallery, a refusal says why', async () => {
    let n = 0;
    const { api } = renderSignedIn('/products/new', catalogueStaff, {
      'POST /api/admin/pictures': () => {
        n += 1;
        return n < 3
          ? { status: 201, body: { picture: `/catalog/images/u${n}.jpg` } }
          : { status: 400, body: { code: 'VALIDATION_FAILED', message: 'x', errors: { picture: 'not a picture' } } };
      },
    });
    const input = (await screen.findByText('Upload a picture')).querySelector('input') as HTMLInputElement;
    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Main picture (address)' })).toHaveValue('/catalog/images/u1.jpg'),
    );
    expect(api.calls('POST /api/admin/pictures')[0]?.headers.get('content-type')).toBe('image/jpeg');
    fireEvent.change(screen.getByText('Upload a picture').querySelector('input') as HTMLInputElement, {
      target: { files: [photo] },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'More pictures' })).toHaveValue('/catalog/images/u2.jpg'),
    );
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/catalog/images/u2.jpg');
    fireEvent.change(screen.getByText('Upload a picture').querySelector('input') as HTMLInputElement, {
      target: { files: [photo] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture cannot be used: not a picture');
  });

  test('support reads a product with every field shut', async () => {
    renderSignedIn('/products/41', support, { 'GET /api/admin/products/41': { body: shirt() } });
    expect(await screen.findByText('Your role may read products, not change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the shop' })).toHaveAttribute('href', '/product/41');
  });
});

describe('the stock count', () => {
  const NOBODY_WAITING = { body: { rows: [] } };
  const preview: StockPreviewRow[] = [
    { line: 2, sku: 'SHIRT-S', productId: 41, title: 'Linen shirt', from: 3, to: 12 },
    { line: 3, sku: 'SHIRT-M', productId: 41, title: 'Linen shirt', from: 7, to: 7 },
    { line: 4, sku: 'NOPE', productId: null, title: null, from: null, to: null, error: 'No variant has this SKU' },
  ];

  test('previews a file, shows each row and its error, and applies only the changes', async () => {
    const { api, user } = renderSignedIn('/products/stock', catalogueStaff, {
      'POST /api/admin/stock/preview': { body: { rows: preview } },
      'POST /api/admin/stock': { body: { changed: 1, unchanged: 0 } },
      'GET /api/admin/stock-alerts': NOBODY_WAITING,
    });
    const file = new File(['sku,stock\nSHIRT-S,12\nSHIRT-M,7\nNOPE,1\n'], 'count.csv', { type: 'text/csv' });
    const input = (await screen.findByText('Choose a CSV file')).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'CSV' })).toHaveValue('sku,stock\nSHIRT-S,12\nSHIRT-M,7\nNOPE,1\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(within(table).getByText('No variant has this SKU')).toBeInTheDocument();
    expect(within(table).getByText('No change')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 change, 1 row with an error.');
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    await waitFor(() => expect(api.calls('POST /api/admin/stock')).toHaveLength(1));
    expect(api.calls('POST /api/admin/stock')[0]?.body).toEqual({ rows: [{ sku: 'SHIRT-S', from: 3, to: 12 }] });
    expect(await screen.findByText('Stock updated: 1 variant.')).toBeInTheDocument();
  });

  test('a sale since the preview refuses the count and says to preview again', async () => {
    const { user } = renderSignedIn('/products/stock', catalogueStaff, {
      'POST /api/admin/stock/preview': { body: { rows: preview } },
      'POST /api/admin/stock': { status: 409, body: { code: 'STOCK_CHANGED', message: 'x' } },
      'GET /api/admin/stock-alerts': NOBODY_WAITING,
    });
    await pasteInto(user, await screen.findByRole('textbox', { name: 'CSV' }), 'sku,stock\nSHIRT-S,12');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('preview the count again');
  });
  test('lists the variants shoppers wait for, with how many, and says when nobody waits', async () => {
    const waiting = {
      rows: [{ sku: 'SHIRT-S', productId: 41, title: 'Linen shirt', label: 'S', stock: 0, waiting: 7 }],
    };
    renderSignedIn('/products/stock', catalogueStaff, { 'GET /api/admin/stock-alerts': { body: waiting } });
    const table = await screen.findByRole('table', { name: 'Shoppers waiting' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SHIRT-S', 'Linen shirt', 'S', '0', '7']);
    expect(within(table).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/products/41');
  });

  test('says when nobody waits', async () => {
    renderSignedIn('/products/stock', catalogueStaff, { 'GET /api/admin/stock-alerts': NOBODY_WAITING });
    expect(await screen.findByText('Nobody is waiting for a variant.')).toBeInTheDocument();
  });
});
