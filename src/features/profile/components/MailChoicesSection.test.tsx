/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { MailChoicesSection } from './MailChoicesSection';

const ALL_ON = { 'stock-alerts': true, 'price-drops': true, 'cart-reminders': true };

const group = () => screen.getByRole('group', { name: 'Mails we may send you' });
const toggle = (name: string) => within(group()).getByRole('switch', { name });

test('shows one switch per kind of marketing mail, as the account chose, each with what it covers', async () => {
  mockApi({ 'GET /api/user/mail-preferences': { body: { ...ALL_ON, 'cart-reminders': false } } });
  renderRoute(<MailChoicesSection />, { path: '/profile', signedInAs: testShopper });
  expect(await screen.findByRole('switch', { name: 'Back-in-stock alerts' })).toBeChecked();
  expect(toggle('Price-drop alerts')).toBeChecked();
  expect(toggle('Cart reminders')).not.toBeChecked();
  expect(toggle('Price-drop alerts')).toHaveAccessibleDescription('When an item on your wish list gets cheaper');
  expect(within(group()).getByText(/Mails about your orders always come/)).toBeInTheDocument();
});

test('saves the switches through PUT /api/user/mail-preferences and says so', async () => {
  const api = mockApi({
    'GET /api/user/mail-preferences': { body: ALL_ON },
    'PUT /api/user/mail-preferences': ({ body }) => ({ body: { ...ALL_ON, ...(body as object) } }),
  });
  const { user } = renderRoute(<MailChoicesSection />, { path: '/profile', signedInAs: testShopper });
  await user.click(await screen.findByRole('switch', { name: 'Price-drop alerts' }));
  expect(toggle('Price-drop alerts')).not.toBeChecked();
  expect(api.calls('PUT /api/user/mail-preferences')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Save mail choices' }));
  expect(await screen.findByText('Your mail choices are saved')).toBeInTheDocument();
  expect(api.calls('PUT /api/user/mail-preferences').map((call) => call.body)).toEqual([
    { ...ALL_ON, 'price-drops': false },
  ]);
  expect(toggle('Price-drop alerts')).not.toBeChecked();
});

test('a failed save keeps the switch as the shopper set it and says it failed', async () => {
  mockApi({
    'GET /api/user/mail-preferences': { body: ALL_ON },
    'PUT /api/user/mail-preferences': { status: 500, body: { message: 'Something went wrong' } },
  });
  const { user } = renderRoute(<MailChoicesSection />, { path: '/profile', signedInAs: testShopper });
  await user.click(await screen.findByRole('switch', { name: 'Cart reminders' }));
  await user.click(screen.getByRole('button', { name: 'Save mail choices' }));
  expect(await screen.findByText('Your mail choices could not be saved')).toBeInTheDocument();
  expect(toggle('Cart reminders')).not.toBeChecked();
});

test('speaks Arabic on an Arabic page', async () => {
  mockApi({ 'GET /api/user/mail-preferences': { body: ALL_ON } });
  renderRoute(<MailChoicesSection />, {
    path: '/profile',
    signedInAs: testShopper,
    locale: 'ar',
    messages: arMessages,
  });
  expect(await screen.findByRole('switch', { name: 'تذكيرات سلة التسوق' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'الرسائل التي قد نرسلها إليك' })).toBeInTheDocument();
});
