import { screen, within } from '@testing-library/react';
import { renderInEnglish as render } from '../../test/intl';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

test.each([
  ['a', 'Very Weak', 20],
  ['abcdefgh', 'Weak', 40],
  ['abcdefgH', 'Fair', 60],
  ['abcdefH1', 'Good', 80],
  ['abcdeH1!', 'Strong', 100],
  ['Ab1!', 'Good', 80],
])('%s reads %s', (password, label, percent) => {
  render(<PasswordStrengthMeter password={password} />);
  const bar = screen.getByRole('progressbar', { name: 'Password strength' });
  expect(bar).toHaveAttribute('aria-valuetext', label);
  expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  expect(screen.getByText(label)).toBeInTheDocument();
});

test('the checklist marks what the password already meets', () => {
  render(<PasswordStrengthMeter password="abcdefgh" />);
  const list = screen.getByRole('list', { name: 'Password requirements' });
  const item = (text: string) => within(list).getByText(text).closest('li') as HTMLElement;
  expect(within(item('At least 8 characters')).getByTitle('met')).toBeInTheDocument();
  expect(within(item('One lowercase letter')).getByTitle('met')).toBeInTheDocument();
  expect(within(item('One uppercase letter')).getByTitle('not met')).toBeInTheDocument();
  expect(within(item('One number')).getByTitle('not met')).toBeInTheDocument();
});
