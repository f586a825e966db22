/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiHandler, mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../universal/contracts/addresses';
import { IN_LONDON, savedAddress } from '../../../test/addresses';
import AddressBookPage from './AddressBookPage';

// The account's address book (issue 34): list, add, edit, delete after a confirmation, set the default.

/** Address n of the book: its id and street number n. */
const saved = (id: number, label: string, overrides: Partial<SavedAddress> = {}): SavedAddress =>
  savedAddress(`6a0c1e2f-0000-4000-8000-${String(id).padStart(12, '0')}`, label, {
    street: `${id} Nile Corniche`,
    ...overrides,
  });

const HOME = saved(1, 'Home', { isDefault: true });
const WORK = saved(2, 'Work', { street: '5 Tahrir Square' });

function open(addresses: SavedAddress[], answers: Record<string, ApiHandler> = {}, locale?: 'ar') {
  const api = mockApi({ 'GET /api/user/addresses': { body: { addresses } }, ...answers });
  const view = renderRoute(<AddressBookPage />, {
    path: '/account/addresses',
    signedInAs: testShopper,
    ...(locale && { locale, messages: arMessages }),
  });
  return { api, ...view };
}

const list = () => screen.getByRole('list', { name: 'Saved addresses' });
const cards = () => within(list()).getAllByRole('listitem');
const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

test('lists the addresses, the default first and marked, each with its actions', async () => {
  open([HOME, WORK]);
  await waitFor(() => expect(cards()).toHaveLength(2));
  const [home, work] = cards();
  expect(home).toHaveTextContent(/Home.*Default.*Amira Hassan.*1 Nile Corniche.*Cairo, Cairo 11511.*Egypt/);
  expect(within(home as HTMLElement).queryByRole('button', { name: /as default/ })).not.toBeInTheDocument();
  expect(within(work as HTMLElement).getByRole('button', { name: 'Set Work as default' })).toBeInTheDocument();
  expect(within(work as HTMLElement).getByRole('button', { name: 'Edit Work' })).toBeInTheDocument();
  expect(screen.getByText(`2 of ${MAX_SAVED_ADDRESSES} saved`)).toBeInTheDocument();
});

test('an empty book says so and offers to add one', async () => {
  open([]);
  expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
});

test('a failed load says so, not "empty", and Retry loads the book', async () => {
  let failing = true;
  const { user } = open([], {
    'GET /api/user/addresses': () => (failing ? { status: 500, body: {} } : { body: { addresses: [HOME] } }),
  });
  expect(await screen.findByText("We couldn't load your addresses")).toBeInTheDocument();
  expect(screen.queryByText('No saved addresses yet')).not.toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(cards()).toHaveLength(1));
});

test('adds an address: label in one tap, checkout’s fields and rules, then the book the server answers', async () => {
  const { api, user } = open([HOME], {
    'POST /api/user/addresses': (request) => ({
      status: 201,
      body: { addresses: [HOME, saved(3, 'Work', request.body as Partial<SavedAddress>)] },
    }),
  });
  await waitFor(() => expect(cards()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Add address' }));
  // A new address is for the account's holder to start with.
  expect(field('Full name')).toHaveValue('Amira Hassan');
  await user.click(within(dialog()).getByRole('button', { name: 'Work' }));
  expect(field('Label (optional)')).toHaveValue('Work');

  await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Country' }), 'United Kingdom');
  // No state in the UK; its postcode and phone rules apply.
  expect(within(dialog()).queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
  await user.clear(field('Phone number'));
  await user.type(field('Phone number'), '07911123456');
  await user.type(field('Street address'), '10 Downing Street');
  await user.type(field('City'), 'London');
  await user.type(field('Postcode'), '12345');
  await user.click(within(dialog()).getByRole('button', { name: 'Save address' }));
  expect(await within(dialog()).findByText('Please enter a valid postcode, e.g. SW1A 1AA')).toBeInTheDocument();
  expect(api.calls('POST /api/user/addresses')).toHaveLength(0);

  await user.clear(field('Postcode'));
  await user.type(field('Postcode'), 'SW1A 2AA');
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Use as my default shipping address' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Address added')).toBeInTheDocument();
  expect(api.calls('POST /api/user/addresses')[0]?.body).toEqual({
    label: 'Work',
    name: 'Amira Hassan',
    ...IN_LONDON,
    makeDefault: true,
  });
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('edits an address as it is saved, and shows the server’s field errors', async () => {
  const { api, user } = open([HOME, WORK], {
    'PUT /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000002': {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid street: Please enter a valid address',
        errors: { street: 'Please enter a valid address' },
        errorIds: { street: 'validation.profile.streetInvalid' },
      },
    },
  });
  await waitFor(() => expect(cards()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Edit Work' }));
  expect(screen.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
  expect(field('Street address')).toHaveValue('5 Tahrir Square');
  expect(field('Label (optional)')).toHaveValue('Work');
  await user.clear(field('Label (optional)'));
  await user.type(field('Label (optional)'), 'Office');
  await user.click(within(dialog()).getByRole('button', { name: 'Save address' }));
  expect(await within(dialog()).findByText('Please enter a valid address')).toBeInTheDocument();
  expect(api.calls('PUT /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000002')[0]?.body).toMatchObject({
    label: 'Office',
    street: '5 Tahrir Square',
    makeDefault: false,
  });
  // A refusal says the server's reason.
  expect(await screen.findByText('Invalid street: Please enter a valid address')).toBeInTheDocument();
});

test('deletes only after a confirmation that says what happens to the default', async () => {
  const { api, user } = open([HOME, WORK], {
    'DELETE /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000001': {
      body: { addresses: [{ ...WORK, isDefault: true }] },
    },
  });
  await waitFor(() => expect(cards()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Delete Home' }));
  expect(dialog()).toHaveTextContent('Delete this address?');
  expect(dialog()).toHaveTextContent('the address you used or added most recently becomes the default');
  await user.click(within(dialog()).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls('DELETE /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000001')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Home' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Address deleted')).toBeInTheDocument();
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]).toHaveTextContent(/Work.*Default/);
});

test('sets the default, and says so', async () => {
  const { api, user } = open([HOME, WORK], {
    'POST /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000002/default': {
      body: {
        addresses: [
          { ...WORK, isDefault: true },
          { ...HOME, isDefault: false },
        ],
      },
    },
  });
  await waitFor(() => expect(cards()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Set Work as default' }));
  expect(await screen.findByText('Default address changed')).toBeInTheDocument();
  expect(api.calls('POST /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000002/default')).toHaveLength(1);
  await waitFor(() => expect(cards()[0]).toHaveTextContent(/Work.*Default/));
});

test('a change refused because the address is gone says so and loads the book again', async () => {
  let loads = 0;
  const { user } = open([], {
    'GET /api/user/addresses': () => ({ body: { addresses: ++loads === 1 ? [HOME, WORK] : [HOME] } }),
    'DELETE /api/user/addresses/6a0c1e2f-0000-4000-8000-000000000002': {
      status: 404,
      body: { code: 'ADDRESS_NOT_FOUND', message: 'Address not found' },
    },
  });
  await waitFor(() => expect(cards()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Delete Work' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This address is no longer in your address book.')).toBeInTheDocument();
  await waitFor(() => expect(cards()).toHaveLength(1));
});

test(`a full book (${MAX_SAVED_ADDRESSES}) cannot take another, and says why`, async () => {
  open(Array.from({ length: MAX_SAVED_ADDRESSES }, (_, n) => saved(n + 1, `Place ${n}`, { isDefault: n === 0 })));
  await waitFor(() => expect(cards()).toHaveLength(MAX_SAVED_ADDRESSES));
  expect(screen.getByRole('button', { name: 'Add address' })).toBeDisabled();
  expect(screen.getByText('Your address book is full. Delete an address to add another.')).toBeInTheDocument();
});

test('in Arabic: the page speaks Arabic, and each address line keeps its own direction', async () => {
  open([HOME, WORK], {}, 'ar');
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  expect(screen.getByRole('heading', { level: 1, name: 'عناوينك' })).toBeInTheDocument();
  expect(screen.getByText('الافتراضي')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تعيين Work كافتراضي' })).toBeInTheDocument();
  expect(screen.getByText('1 Nile Corniche').tagName).toBe('BDI');
});

describe('an Egyptian address (issue 48)', () => {
  test('in Arabic: an Arabic street with its comma, the governorate chosen from the list in Arabic order, no postal code', async () => {
    const { api, user } = open(
      [],
      {
        'POST /api/user/addresses': (request) => ({
          status: 201,
          body: { addresses: [saved(3, '', { ...(request.body as Partial<SavedAddress>), isDefault: true })] },
        }),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'إضافة عنوان' }));
    // Egypt is the shop's country: its governorate is a list, its postal code optional.
    expect(within(dialog()).queryByRole('textbox', { name: /المحافظة أو الولاية/ })).not.toBeInTheDocument();
    const postalCode = within(dialog()).getByRole('textbox', { name: 'الرمز البريدي' });
    expect(postalCode).not.toBeRequired();
    expect(within(dialog()).getByText('اختياري')).toBeInTheDocument();

    await user.type(field('عنوان الشارع'), '١٢ شارع التحرير، الدقي');
    await user.type(field('المدينة'), 'الدقي');
    // The next stop after the city: the platform's own select (the phone's picker, the keyboard's type-ahead).
    await user.tab();
    const governorate = within(dialog()).getByRole('combobox', { name: /المحافظة/ });
    expect(governorate).toHaveFocus();
    const options = within(governorate).getAllByRole('option');
    expect(options).toHaveLength(27);
    // Named in Arabic, in Arabic alphabetical order; nothing chosen yet.
    expect(options[0]).toHaveTextContent('أسوان');
    expect(governorate).toHaveValue('');
    await user.selectOptions(governorate, 'الجيزة');
    await waitFor(() => expect(governorate).toHaveDisplayValue('الجيزة'));

    await user.click(within(dialog()).getByRole('button', { name: 'حفظ العنوان' }));
    expect(await screen.findByText('تمت إضافة العنوان')).toBeInTheDocument();
    expect(api.calls('POST /api/user/addresses')[0]?.body).toMatchObject({
      street: '١٢ شارع التحرير، الدقي',
      city: 'الدقي',
      state: 'Giza',
      zipCode: '',
      country: 'Egypt',
    });
    // The card names the governorate in the page's language, with no postal code left dangling.
    const book = await screen.findByRole('list', { name: 'العناوين المحفوظة' });
    await waitFor(() => expect(book).toHaveTextContent(/الدقي، الجيزة/));
  });

  test('asks for the governorate, and only Egypt has one: the United States keeps its typed state and ZIP code', async () => {
    const { api, user } = open([]);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await user.type(field('Street address'), '12 Tahrir Street');
    await user.type(field('City'), 'Dokki');
    await user.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog()).findByText('Please choose a governorate')).toBeInTheDocument();
    expect(within(dialog()).queryByText('ZIP code is required')).not.toBeInTheDocument();
    expect(api.calls('POST /api/user/addresses')).toHaveLength(0);

    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Country' }), 'United States');
    expect(within(dialog()).queryByRole('combobox', { name: /Governorate/ })).not.toBeInTheDocument();
    expect(field('State')).toBeRequired();
    expect(field('ZIP code')).toBeRequired();
  });
});
