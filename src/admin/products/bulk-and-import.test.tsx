/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProductRow } from '../../universal/contracts/admin/products';
import type { ImportPreviewRow } from '../../universal/contracts/admin/product-import';
import { pasteInto } from '../../test/paste-into';
import { catalogueStaff, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const row = (id: number, state: AdminProductRow['state'] = 'published'): AdminProductRow => ({
  id,
  title: `Shirt ${id}`,
  category: "men's clothing",
  brand: null,
  image: '/x.svg',
  price: 20,
  stock: 5,
  variants: 1,
  state,
});

/** A page of two rows of the 30 the list finds. */
const PAGE = { body: { rows: [row(41), row(42, 'unpublished')], total: 30 } };

/** The checkbox that chooses a row, by the row's title. */
const boxOf = (title: string, grid = screen.getByRole('grid', { name: 'Products' })) => {
  const line = within(grid).getByText(title).closest('[role="row"]') as HTMLElement;
  return within(line).getByRole('checkbox');
};

describe('bulk actions on the products grid', () => {
  test('sets the price of the rows chosen, after a dialog naming how many, and says what changed', async () => {
    const { api, user } = renderSignedIn('/products?q=shirt', catalogueStaff, {
      'GET /api/admin/products': PAGE,
      'POST /api/admin/products/bulk': { body: { matched: 2, changed: 2, unchanged: 0 } },
    });
    expect(await screen.findByText('Unpublished')).toBeInTheDocument();
    await user.click(boxOf('Shirt 41'));
    await user.click(boxOf('Shirt 42'));
    const bar = screen.getByRole('region', { name: 'Actions on the chosen products' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 products chosen');
    // Choosing a row does not open it.
    expect(screen.queryByRole('heading', { name: 'Shirt 41' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Set price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the price of 2 products' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'New price' }), '19.999');
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 products' }));
    expect(await within(dialog).findByText('An amount such as 19.99, up to 1,000,000.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/products/bulk')).toHaveLength(0);

    const price = within(dialog).getByRole('textbox', { name: 'New price' });
    await user.clear(price);
    await pasteInto(user, price, '19.99');
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 products' }));
    await waitFor(() => expect(api.calls('POST /api/admin/products/bulk')).toHaveLength(1));
    expect(api.calls('POST /api/admin/products/bulk')[0]?.body).toEqual({
      key: expect.stringMatching(/^[\w-]{8,128}$/),
      action: 'set-price',
      priceCents: 1999,
      ids: [41, 42],
      expected: 2,
    });
    expect(await screen.findByText('2 products changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Actions on the chosen products' })).not.toBeInTheDocument();
  });

  test('chooses every product the list finds, shows the rounding on an example, and sends the filter', async () => {
    const { api, user } = renderSignedIn('/products?q=shirt&state=published', catalogueStaff, {
      'GET /api/admin/products': PAGE,
      'POST /api/admin/products/bulk': { body: { matched: 30, changed: 29, unchanged: 1 } },
    });
    await screen.findByText('Shirt 41');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Choose all 30 the list finds' }));
    const bar = screen.getByRole('region', { name: 'Actions on the chosen products' });
    expect(within(bar).getByRole('status')).toHaveTextContent('All 30 products the list finds are chosen.');

    await user.click(within(bar).getByRole('button', { name: 'Change price by %' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the price of 30 products by a percentage' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Change' }), '-12.5');
    expect(await within(dialog).findByText('For example, $20.00 becomes $17.50.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 30 products' }));
    await waitFor(() => expect(api.calls('POST /api/admin/products/bulk')).toHaveLength(1));
    expect(api.calls('POST /api/admin/products/bulk')[0]?.body).toEqual({
      key: expect.any(String),
      action: 'adjust-price',
      percent: -12.5,
      minimumCents: 1,
      filter: { q: 'shirt', state: 'published' },
      expected: 30,
    });
    expect(await screen.findByText('29 products changed; 1 already was so.')).toBeInTheDocument();
  });

  test('says so in the dialog when the products changed since they were chosen', async () => {
    const { user } = renderSignedIn('/products', catalogueStaff, {
      'GET /api/admin/products': PAGE,
      'POST /api/admin/products/bulk': { status: 409, body: { code: 'PRODUCTS_CHANGED', message: 'x' } },
    });
    await screen.findByText('Shirt 41');
    await user.click(boxOf('Shirt 41'));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish 1 product' });
    expect(dialog).toHaveTextContent('Shoppers no longer see them');
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 1 product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The products changed since you chose them: look at the list and choose again.',
    );
  });

  test('offers support no choosing', async () => {
    renderSignedIn('/products', support, { 'GET /api/admin/products': PAGE });
    await screen.findByText('Shirt 41');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('in Arabic, the bar and the dialog use the console’s Arabic words', async () => {
    const { user } = renderSignedIn('/products', catalogueStaff, { 'GET /api/admin/products': PAGE }, { locale: 'ar' });
    await screen.findByText('Shirt 41');
    await user.click(boxOf('Shirt 41', screen.getByRole('grid', { name: 'المنتجات' })));
    expect(screen.getByRole('region', { name: 'إجراءات على المنتجات المختارة' })).toHaveTextContent('اختير منتج واحد');
    await user.click(screen.getByRole('button', { name: 'حدّد الكميات' }));
    expect(await screen.findByRole('dialog', { name: 'تحديد كميات منتج واحد' })).toBeInTheDocument();
  });
});

describe('the products import', () => {
  const rows: ImportPreviewRow[] = [
    {
      line: 2,
      id: 41,
      outcome: 'update',
      title: 'Linen shirt',
      changes: [
        { column: 'price', from: '20.00', to: '24.50' },
        { column: 'brand', from: 'Atelier', to: null },
      ],
    },
    {
      line: 3,
      id: null,
      outcome: 'error',
      title: 'Mug',
      changes: [],
      error: { column: 'price', code: 'price', message: 'price must be dollars' },
    },
  ];
  const fixed: ImportPreviewRow[] = [
    rows[0] as ImportPreviewRow,
    { line: 3, id: 90, outcome: 'create', title: 'Mug', changes: [{ column: 'price', from: null, to: '3.00' }] },
  ];

  test('previews a file with a bad row, applies nothing until it is fixed, then applies the preview', async () => {
    let previews = 0;
    const { api, user } = renderSignedIn('/products/import', catalogueStaff, {
      'POST /api/admin/products/import/preview': () => {
        previews += 1;
        return { body: { rows: previews === 1 ? rows : fixed, token: `token-${previews}` } };
      },
      'POST /api/admin/products/import': { body: { created: 1, updated: 1, unchanged: 0 } },
    });
    const csv = 'id,title,price,brand\n41,Linen shirt,24.50,\n,Mug,three,';
    const file = new File([csv], 'products.csv', { type: 'text/csv' });
    const input = (await screen.findByText('Choose a CSV file')).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CSV' })).toHaveValue(csv));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(within(table).getByText('price: an amount such as 19.99.')).toBeInTheDocument();
    expect(within(table).getByText('Update')).toBeInTheDocument();
    expect(within(table).getByText('price').closest('p')).toHaveTextContent('price: 20.00 → 24.50');
    expect(within(table).getByText('brand').closest('p')).toHaveTextContent('brand: Atelier → (empty)');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No new product, 1 updated, 0 unchanged, 1 row with an error.',
    );
    expect(screen.getByRole('button', { name: 'Apply 1 product' })).toBeDisabled();

    // Fixed in the text: the old preview goes, the new one applies.
    const text = screen.getByRole('textbox', { name: 'CSV' });
    await user.clear(text);
    await pasteInto(user, text, 'id,title,price,brand\n41,Linen shirt,24.50,\n,Mug,3,');
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('New, No. 90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply 2 products' }));
    await waitFor(() => expect(api.calls('POST /api/admin/products/import')).toHaveLength(1));
    expect(api.calls('POST /api/admin/products/import')[0]?.body).toEqual({
      csv: 'id,title,price,brand\n41,Linen shirt,24.50,\n,Mug,3,',
      token: 'token-2',
    });
    expect(await screen.findByText('Imported: 1 new product, 1 updated.')).toBeInTheDocument();
  });

  test('a catalogue changed since the preview refuses the import and asks for a new preview', async () => {
    const { user } = renderSignedIn('/products/import', catalogueStaff, {
      'POST /api/admin/products/import/preview': { body: { rows: [rows[0]], token: 't' } },
      'POST /api/admin/products/import': { status: 409, body: { code: 'IMPORT_STALE', message: 'x' } },
    });
    await pasteInto(user, await screen.findByRole('textbox', { name: 'CSV' }), 'id,price\n41,24.50');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 1 product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('preview the file again');
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
