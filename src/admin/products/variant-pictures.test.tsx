/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct, AdminProductInput } from '../../universal/contracts/admin/products';
import { pasteInto } from '../../test/paste-into';
import { catalogueStaff, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

/** Pictures tied to a colour's variants in the product editor (decision 0130). */

const NAVY = '/catalog/images/tee-navy.svg';
const ANGLE = '/catalog/images/tee-angle.svg';
const BACK = '/catalog/images/tee-back.svg';

const variant = (colour: string, size: string, images?: string[]) => ({
  sku: `TEE-${colour}-${size}`.toUpperCase(),
  options: { colour, size },
  price: 20,
  stock: 5,
  ...(images ? { images } : {}),
});

/** A tee in navy and sand, S and M: navy shows its own picture (imported, in no gallery), sand none. */
const tee = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 52,
  state: 'published',
  title: 'Crew tee',
  description: 'Cotton.',
  category: "men's clothing",
  image: '/catalog/images/tee.svg',
  images: [ANGLE, BACK],
  texts: {},
  options: [
    {
      key: 'colour',
      name: { en: 'Colour', ar: 'اللون' },
      values: [
        { value: 'navy', label: { en: 'Navy', ar: 'كحلي' } },
        { value: 'sand', label: { en: 'Sand' } },
      ],
    },
    {
      key: 'size',
      name: { en: 'Size' },
      values: [
        { value: 'S', label: { en: 'S' } },
        { value: 'M', label: { en: 'M' } },
      ],
    },
  ],
  variants: [variant('navy', 'S', [NAVY]), variant('navy', 'M', [NAVY]), variant('sand', 'S'), variant('sand', 'M')],
  rating: { rate: 0, count: 0 },
  ...overrides,
});

const sentVariants = (api: ReturnType<typeof renderSignedIn>['api']) =>
  (api.calls('PUT /api/admin/products/52')[0]?.body as AdminProductInput).variants.map((sent) => [
    sent.sku,
    sent.images,
  ]);

beforeEach(() => setScreenWidth(1280));

test('ties pictures to every variant of a colour, in the order ticked, the star putting one first, and sends them with the save', async () => {
  const { api, user } = renderSignedIn('/products/52', catalogueStaff, {
    'GET /api/admin/products/52': { body: tee() },
    'PUT /api/admin/products/52': { body: tee() },
  });
  const panel = (await screen.findByRole('heading', { name: 'Pictures by Colour' })).closest('section') as HTMLElement;
  // One group a colour; the pictures follow the colour, as the navy variants' pictures already did.
  const navy = within(panel).getByRole('group', { name: 'navy' });
  const sand = within(panel).getByRole('group', { name: 'sand' });
  expect(within(panel).getByRole('combobox', { name: 'Pictures follow' })).toHaveTextContent('Colour');
  // The imported navy picture is one of the product's own: offered after the gallery, and ticked.
  expect(within(navy).getByRole('checkbox', { name: 'Picture 3 for navy' })).toBeChecked();
  expect(within(navy).getByText('Shown first, in this order: Picture 3.')).toBeInTheDocument();
  expect(within(sand).getByText("None ticked: the product's own pictures, as for any other choice.")).toBeVisible();

  // In the order ticked; the star puts one first.
  await user.click(within(sand).getByRole('checkbox', { name: 'Picture 2 for sand' }));
  await user.click(within(sand).getByRole('checkbox', { name: 'Picture 1 for sand' }));
  expect(within(sand).getByText('Shown first, in this order: Picture 2 and Picture 1.')).toBeInTheDocument();
  expect(within(sand).getByRole('button', { name: 'Show Picture 2 first for sand' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(sand).getByRole('button', { name: 'Show Picture 1 first for sand' }));
  expect(within(sand).getByText('Shown first, in this order: Picture 1 and Picture 2.')).toBeInTheDocument();
  await user.click(within(navy).getByRole('checkbox', { name: 'Picture 3 for navy' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.calls('PUT /api/admin/products/52')).toHaveLength(1));
  expect(sentVariants(api)).toEqual([
    ['TEE-NAVY-S', undefined],
    ['TEE-NAVY-M', undefined],
    ['TEE-SAND-S', [ANGLE, BACK]],
    ['TEE-SAND-M', [ANGLE, BACK]],
  ]);
});

test("a new size takes its colour's pictures; a picture taken out of the gallery is untied; a mixed tie is shown as such", async () => {
  const mixed = tee({
    variants: [variant('navy', 'S', [NAVY]), variant('navy', 'M'), variant('sand', 'S'), variant('sand', 'M')],
  });
  const { api, user } = renderSignedIn('/products/52', catalogueStaff, {
    'GET /api/admin/products/52': { body: mixed },
    'PUT /api/admin/products/52': { body: mixed },
  });
  const navy = await screen.findByRole('group', { name: 'navy' });
  // One navy variant shows it, the other not: neither ticked nor unticked.
  expect(within(navy).getByRole('checkbox', { name: 'Picture 3 for navy' })).toHaveAttribute(
    'data-indeterminate',
    'true',
  );
  const sand = screen.getByRole('group', { name: 'sand' });
  await user.click(within(sand).getByRole('checkbox', { name: 'Picture 1 for sand' }));
  const sizes = screen.getAllByRole('textbox', { name: 'Values' })[1] as HTMLElement;
  await pasteInto(user, sizes, ', L');
  expect(await screen.findByRole('textbox', { name: 'SKU, sand / L' })).toBeInTheDocument();
  // The large sand shirt shows the sand picture too: every sand variant does.
  expect(within(sand).getByRole('checkbox', { name: 'Picture 1 for sand' })).toBeChecked();

  // The angle picture leaves the gallery before any save kept it on a variant: sand shows it no more.
  const gallery = screen.getByRole('textbox', { name: 'More pictures' });
  await user.clear(gallery);
  await pasteInto(user, gallery, BACK);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/products/52')).toHaveLength(1));
  expect(sentVariants(api)).toEqual([
    ['TEE-NAVY-S', [NAVY]],
    ['TEE-NAVY-M', undefined],
    ['TEE-NAVY-navy-L', [NAVY]],
    ['TEE-SAND-S', undefined],
    ['TEE-SAND-M', undefined],
    ['TEE-NAVY-sand-L', undefined],
  ]);
});

test('the pictures can follow the size instead; support sees the ties but cannot change them', async () => {
  const { user, unmount } = renderSignedIn('/products/52', catalogueStaff, {
    'GET /api/admin/products/52': { body: tee() },
  });
  await user.click(await screen.findByRole('combobox', { name: 'Pictures follow' }));
  await user.click(await screen.findByRole('option', { name: 'Size' }));
  expect(await screen.findByRole('heading', { name: 'Pictures by Size' })).toBeInTheDocument();
  // Half the small variants (the navy ones) show the navy picture.
  const small = screen.getByRole('group', { name: 'S' });
  expect(within(small).getByRole('checkbox', { name: 'Picture 3 for S' })).toHaveAttribute(
    'data-indeterminate',
    'true',
  );
  unmount();

  renderSignedIn('/products/52', support, { 'GET /api/admin/products/52': { body: tee() } });
  const navy = await screen.findByRole('group', { name: 'navy' });
  expect(within(navy).getByRole('checkbox', { name: 'Picture 3 for navy' })).toBeDisabled();
});

test("in Arabic, right to left, the ties are named in Arabic, with the product's Arabic names where it has them", async () => {
  renderSignedIn('/products/52', catalogueStaff, { 'GET /api/admin/products/52': { body: tee() } }, { locale: 'ar' });
  const heading = await screen.findByRole('heading', { name: 'الصور حسب اللون' });
  const panel = heading.closest('section') as HTMLElement;
  expect(within(panel).getByRole('group', { name: 'sand' })).toBeInTheDocument();
  const navy = within(panel).getByRole('group', { name: 'كحلي' });
  expect(within(navy).getByRole('checkbox', { name: 'الصورة 3 للقيمة كحلي' })).toBeChecked();
  expect(within(navy).getByText('تظهر أولًا بهذا الترتيب: الصورة 3.')).toBeInTheDocument();
  expect(within(navy).getByRole('button', { name: 'اعرض الصورة 3 أولًا للقيمة كحلي' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
