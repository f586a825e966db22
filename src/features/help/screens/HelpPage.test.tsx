/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import HelpPage from './HelpPage';

test('covers returns, cancelling, delivery, payment and account, each reachable from the contents', async () => {
  mockApi({ 'GET /api/shop': { body: { supportEmail: 'care@shop.example', returnWindowDays: 30 } } });
  renderRoute(<HelpPage />, { path: '/help' });
  expect(screen.getByRole('heading', { level: 1, name: 'Help & Customer Service' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Help & Customer Service/);
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const topics: [string, string][] = [
    ['Returns and refunds', '#returns'],
    ['Cancelling an order', '#cancel'],
    ['Delivery', '#delivery'],
    ['Payment', '#payment'],
    ['Your account', '#account'],
    ['Contact us', '#contact'],
  ];
  for (const [name, href] of topics) {
    expect(within(contents).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('region', { name })).toHaveAttribute('id', href.slice(1));
  }
  const returns = screen.getByRole('region', { name: 'Returns and refunds' });
  expect(returns).toHaveTextContent('within 30 days of delivery');
  // The returns flow the shop has (the order page's Returns panel), not a mail to support.
  expect(returns).toHaveTextContent('choose Return items in its Returns panel');
  expect(returns).not.toHaveTextContent('write to us');
  expect(within(returns).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('no card is charged');
});

test("the contact section links the shop's configured address", async () => {
  mockApi({ 'GET /api/shop': { body: { supportEmail: 'care@shop.example', returnWindowDays: 30 } } });
  renderRoute(<HelpPage />, { path: '/help' });
  const contact = screen.getByRole('region', { name: 'Contact us' });
  expect(await within(contact).findByRole('link', { name: 'care@shop.example' })).toHaveAttribute(
    'href',
    'mailto:care@shop.example',
  );
});

test('an address that cannot be loaded says so instead of leaving the section blank', async () => {
  mockApi({ 'GET /api/shop': { status: 500, body: { message: 'boom' } } });
  renderRoute(<HelpPage />, { path: '/help' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Our contact address could not be loaded');
});

test('speaks Arabic, the address kept left-to-right', async () => {
  mockApi({ 'GET /api/shop': { body: { supportEmail: 'care@shop.example', returnWindowDays: 30 } } });
  renderRoute(<HelpPage />, { path: '/help', locale: 'ar', messages: arMessages });
  expect(screen.getByRole('heading', { level: 1, name: 'المساعدة وخدمة العملاء' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'الإرجاع واسترداد المبلغ' })).getByRole('link', { name: 'طلباتك' }),
  ).toHaveAttribute('href', '/orders');
  expect(await screen.findByRole('link', { name: 'care@shop.example' })).toHaveAttribute('dir', 'ltr');
});
