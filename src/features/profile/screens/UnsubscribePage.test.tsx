/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import UnsubscribePage from './UnsubscribePage';

const answer = (subscribed: boolean) => ({
  body: { kind: 'price-drops', email: 'amira@example.com', subscribed },
});

/** A paragraph by its whole text (the address inside it is an element of its own, isolated for bidi). */
const sentence = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const open = (token = 'signed.token.value', options: Parameters<typeof renderRoute>[1] = {}) =>
  renderRoute(<UnsubscribePage />, { path: '/mail/unsubscribe', at: `/mail/unsubscribe?token=${token}`, ...options });

test('unsubscribes on opening, signed out, and says what will no longer come', async () => {
  const api = mockApi({ 'POST /api/mail/unsubscribe': answer(false) });
  open();
  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(sentence('You will no longer get price-drop alerts at amira@example.com.')).toBeInTheDocument();
  expect(screen.getByText('Mails about your orders still come.')).toBeInTheDocument();
  expect(api.calls('POST /api/mail/unsubscribe')).toHaveLength(1);
  expect(api.queryFields('POST /api/mail/unsubscribe')).toEqual({ token: 'signed.token.value' });
});

test('turns the kind back on, and off again, from the same link', async () => {
  const api = mockApi({ 'POST /api/mail/unsubscribe': answer(false), 'POST /api/mail/resubscribe': answer(true) });
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Turn them back on' }));
  expect(await screen.findByRole('heading', { name: 'You are subscribed again' })).toBeInTheDocument();
  expect(sentence('You will get price-drop alerts at amira@example.com again.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(api.calls('POST /api/mail/resubscribe')).toHaveLength(1);
  expect(api.calls('POST /api/mail/unsubscribe')).toHaveLength(2);
});

test('a link the shop did not sign says it does not work, and where to choose mails instead', async () => {
  mockApi({
    'POST /api/mail/unsubscribe': {
      status: 400,
      body: {
        message: 'This unsubscribe link does not work. Sign in to choose your mails in your profile.',
        code: 'VALIDATION_FAILED',
        errors: { token: 'This unsubscribe link does not work. Sign in to choose your mails in your profile.' },
      },
    },
  });
  open('tampered');
  expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  expect(screen.getByText(/This link does not unsubscribe anything/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose your mails in your profile' })).toHaveAttribute('href', '/profile');
});

test('a link without a token asks nothing of the server', async () => {
  const api = mockApi({});
  renderRoute(<UnsubscribePage />, { path: '/mail/unsubscribe' });
  expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  expect(api.requests.filter((request) => request.path.startsWith('/api/mail'))).toEqual([]);
});

test('speaks Arabic on an Arabic page', async () => {
  mockApi({ 'POST /api/mail/unsubscribe': answer(false) });
  open(undefined, { locale: 'ar', messages: arMessages });
  expect(await screen.findByRole('heading', { name: 'تم إلغاء اشتراكك' })).toBeInTheDocument();
  expect(sentence('لن تصلك بعد الآن رسائل «تنبيهات انخفاض الأسعار» على amira@example.com.')).toBeInTheDocument();
});
