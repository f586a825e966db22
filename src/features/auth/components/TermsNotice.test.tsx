import { screen } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { TermsNotice } from './TermsNotice';
import { renderRoute } from '../../../test/render';

/** The sentences that name the legal pages link each name to its page, in every language (no more `#`). */
test('the sign-up notice links the conditions and the privacy notice to their pages', async () => {
  const { user } = renderRoute(<TermsNotice action="creatingAccount" />);
  expect(screen.getByRole('link', { name: 'Conditions of Use' })).toHaveAttribute('href', '/legal/terms');
  expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/legal/privacy');
  await user.click(screen.getByRole('link', { name: 'Privacy Notice' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/legal/privacy');
});

test('in Arabic too, the links are the pages', () => {
  renderRoute(<TermsNotice action="continuing" />, { locale: 'ar', messages: arMessages });
  expect(screen.getByRole('link', { name: 'شروط الاستخدام' })).toHaveAttribute('href', '/legal/terms');
  expect(screen.getByRole('link', { name: 'إشعار الخصوصية' })).toHaveAttribute('href', '/legal/privacy');
});
