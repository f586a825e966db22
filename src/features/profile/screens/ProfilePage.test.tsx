/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { deferredAnswer, mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import type { Profile } from '../profile-api';
import ProfilePage from './ProfilePage';

const stored: Profile = {
  ...testShopper,
  emailVerified: true,
  address: { street: '12 Nile Street', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
};

const field = (label: string | RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Changes' });

function renderProfile() {
  return renderRoute(<ProfilePage />, { path: '/profile', signedInAs: testShopper });
}

test('loads the profile into the form', async () => {
  mockApi({ 'GET /api/user/profile': { body: stored } });
  renderProfile();
  expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Full name')).toHaveValue('Amira Hassan');
  expect(document.title).toMatch(/^Your Profile/);
  expect(field('Email')).toHaveValue('amira@example.com');
  expect(field('Street address')).toHaveValue('12 Nile Street');
  expect(field('Country')).toHaveValue('Egypt');
  expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
});

test('a profile without address or preferences starts from the spec defaults', async () => {
  mockApi({ 'GET /api/user/profile': { body: { ...testShopper } } });
  renderProfile();
  expect(await screen.findByLabelText('Country')).toHaveValue('Egypt');
  expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
});

test('a load failure raises the toast', async () => {
  mockApi({ 'GET /api/user/profile': { status: 404, body: { message: 'Not found' } } });
  renderProfile();
  expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('an invalid submit shows the toast, the banner and every field message', async () => {
  const api = mockApi({ 'GET /api/user/profile': { body: { ...testShopper } } });
  const { user } = renderProfile();
  await user.clear(await screen.findByLabelText('Full name'));
  await user.clear(field('Email'));
  await user.clear(field('Phone number'));
  await user.clear(field('Country'));
  await user.click(save());
  expect(await screen.findByText('Please fix the errors before saving')).toBeInTheDocument();
  expect(screen.getByText('Please fix the errors above before saving your profile.')).toBeInTheDocument();
  for (const message of [
    'Name is required',
    'Email is required',
    'Phone number is required',
    'Street address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
    'Country is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(api.calls('PUT /api/user/profile')).toHaveLength(0);

  await user.type(field('Full name'), 'A');
  await user.type(field('Email'), 'amira@');
  await user.type(field('Phone number'), '0123');
  await user.type(field('Street address'), '12 Main; St');
  await user.type(field('City'), 'C1');
  await user.type(field('State / Province'), 'S');
  // No country yet, so the postcode takes the general format.
  await user.type(field('Postal code'), '1');
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter a valid address',
    'Please enter a valid city name',
    'Please enter a valid state',
    'Please enter a valid postal code (2–10 letters, digits, spaces or hyphens)',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
});

test('the name shows its rule instead of filtering; an Arabic street is a street; the phone is filtered', async () => {
  mockApi({ 'GET /api/user/profile': { body: stored } });
  const { user } = renderProfile();
  await user.clear(await screen.findByLabelText('Full name'));
  await user.type(field('Full name'), 'Amira_2 Said');
  await user.tab();
  expect(field('Full name')).toHaveValue('Amira_2 Said');
  expect(field('Full name')).toHaveAccessibleDescription('Name can only contain letters and spaces');
  await user.clear(field('Street address'));
  await user.type(field('Street address'), '١٢ شارع التحرير');
  await user.tab();
  expect(field('Street address')).not.toHaveAccessibleDescription();
  await user.clear(field('Phone number'));
  await user.type(field('Phone number'), '+20x10 1234-5678');
  expect(field('Phone number')).toHaveValue('+2010 1234-5678');
});

test('saving shows Saving..., sends the profile, then refreshes the session user', async () => {
  const answer = deferredAnswer();
  const api = mockApi({ 'GET /api/user/profile': { body: stored }, 'PUT /api/user/profile': answer.handler });
  const { user, store, storage } = renderProfile();
  await user.clear(await screen.findByLabelText('Full name'));
  await user.type(field('Full name'), 'Amira Said');
  await user.click(screen.getByRole('switch', { name: 'SMS notifications' }));
  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EGP' }));
  await user.click(save());
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  const sent = api.calls('PUT /api/user/profile')[0]?.body;
  expect(sent).toEqual({
    name: 'Amira Said',
    email: 'amira@example.com',
    phone: '01012345678',
    address: stored.address,
    preferences: { emailNotifications: true, smsNotifications: true, currency: 'EGP', language: 'en' },
  });
  const saved = { ...stored, ...(sent as object), id: testShopper.id };
  answer.release({ body: { user: saved } });
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(store.getState().auth.user).toEqual({ ...testShopper, name: 'Amira Said' });
  expect(JSON.parse(storage.getItem('user') ?? 'null')).toMatchObject({ name: 'Amira Said' });
  expect(field('Full name')).toHaveValue('Amira Said');
});

test('a failed save raises the toast; a taken email is shown beside the field', async () => {
  let answer = { status: 409, body: { message: 'Email is already in use' } as object };
  mockApi({ 'GET /api/user/profile': { body: stored }, 'PUT /api/user/profile': () => answer });
  const { user, store } = renderProfile();
  await screen.findByLabelText('Full name');
  await user.click(save());
  expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  expect(field('Email')).toHaveAccessibleDescription('Email is already in use');
  expect(store.getState().auth.user).toEqual(testShopper);

  // The name filter keeps the letters-only rule from firing while typing; the server's verdict still shows.
  answer = {
    status: 400,
    body: {
      message: 'Validation failed',
      errors: {
        name: 'Name can only contain letters and spaces',
        'address.zipCode': 'Please enter a valid ZIP code (12345 or 12345-6789)',
      },
    },
  };
  await user.click(save());
  await waitFor(() =>
    expect(field(/^(ZIP code|Postal code|Postcode)$/)).toHaveAccessibleDescription(
      'Please enter a valid ZIP code (12345 or 12345-6789)',
    ),
  );
  expect(field('Full name')).toHaveAccessibleDescription('Name can only contain letters and spaces');
});

test('the postcode is named as the profile country names it', async () => {
  mockApi({ 'GET /api/user/profile': { body: stored } });
  const { user } = renderRoute(<ProfilePage />, { path: '/profile', signedInAs: testShopper });
  expect(await screen.findByLabelText('Postal code')).toBeInTheDocument();
  await user.clear(field('Country'));
  await user.type(field('Country'), 'United Kingdom');
  expect(field('Postcode')).toBeInTheDocument();
  await user.clear(field('Country'));
  await user.type(field('Country'), 'United States');
  expect(field('ZIP code')).toBeInTheDocument();
});

test("a phone in the profile country's national form is taken; a wrong one names that country's example", async () => {
  mockApi({ 'GET /api/user/profile': { body: stored } });
  const { user } = renderProfile();
  await user.clear(await screen.findByLabelText('Country'));
  await user.type(field('Country'), 'United Kingdom');
  expect(field('Phone number')).toHaveAttribute('placeholder', '07400 123456');
  await user.clear(field('Phone number'));
  await user.type(field('Phone number'), '07911 123456');
  await user.tab();
  expect(field('Phone number')).not.toHaveAccessibleDescription();
  await user.type(field('Phone number'), '7');
  expect(field('Phone number')).toHaveAccessibleDescription(
    'Please enter a valid UK phone number, e.g. 07400 123456 or +44 7400 123456',
  );
});

test('a UK profile has no state to fill in; an Egyptian one chooses its governorate; others keep the field', async () => {
  mockApi({ 'GET /api/user/profile': { body: stored } });
  const { user } = renderProfile();
  // Egypt (issue 48): the governorate from the list, the postal code optional.
  expect(await screen.findByRole('combobox', { name: 'Governorate' })).toBeInTheDocument();
  expect(screen.queryByLabelText('State / Province')).not.toBeInTheDocument();
  expect(field('Postal code')).toHaveAccessibleDescription('Optional');
  await user.clear(field('Country'));
  await user.type(field('Country'), 'United Kingdom');
  expect(screen.queryByLabelText('State / Province')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Governorate' })).not.toBeInTheDocument();
  await user.clear(field('Country'));
  await user.type(field('Country'), 'Canada');
  expect(field('State / Province')).toBeInTheDocument();
});

describe('changing the email asks for the current password', () => {
  test('the password field appears only while the email differs, and is required then', async () => {
    const api = mockApi({ 'GET /api/user/profile': { body: stored } });
    const { user } = renderProfile();
    await screen.findByLabelText('Full name');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'amira.new@example.com');
    expect(field('Current password')).toBeInTheDocument();
    expect(screen.getByText(/Changing your email needs your current password/)).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Current password is required'));
    expect(api.calls('PUT /api/user/profile')).toHaveLength(0);
    // The same address in another spelling is no change.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'AMIRA@Example.com.');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  test('sends the password with the new email, and shows the server refusing a wrong one beside the field', async () => {
    const api = mockApi({
      'GET /api/user/profile': { body: stored },
      'PUT /api/user/profile': {
        status: 400,
        body: {
          code: 'CURRENT_PASSWORD_INCORRECT',
          message: 'Current password is incorrect',
          errors: { currentPassword: 'Current password is incorrect' },
        },
      },
    });
    const { user } = renderProfile();
    await screen.findByLabelText('Full name');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'amira.new@example.com');
    await user.type(field('Current password'), 'Wrong9Pass');
    await user.click(save());
    await waitFor(() => expect(api.calls('PUT /api/user/profile')).toHaveLength(1));
    expect(api.calls('PUT /api/user/profile')[0]?.body).toMatchObject({
      email: 'amira.new@example.com',
      currentPassword: 'Wrong9Pass',
    });
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Current password is incorrect'));
  });
});

test("an Arabic page names the profile's country in Arabic, and saves it by the name checkout keeps", async () => {
  const api = mockApi({
    'GET /api/user/profile': { body: stored },
    'PUT /api/user/profile': { body: { user: stored } },
  });
  const { user } = renderRoute(<ProfilePage />, {
    path: '/profile',
    signedInAs: testShopper,
    locale: 'ar',
    messages: arMessages,
  });
  const country = await screen.findByLabelText(arMessages['profile.field.country']);
  expect(country).toHaveValue('مصر');
  await user.click(screen.getByRole('button', { name: arMessages['profile.save'] }));
  await waitFor(() => expect(api.calls('PUT /api/user/profile')).toHaveLength(1));
  expect(api.calls('PUT /api/user/profile')[0]?.body).toMatchObject({ address: { country: 'Egypt' } });
});
