/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';

import { renderSignedIn, setScreenWidth, support } from './test/render-admin';

beforeEach(() => setScreenWidth(1280));

test('an address the console does not have says so inside its frame, with the way back to the dashboard', async () => {
  const { user, location } = renderSignedIn('/no-such-section', support);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('There is no such page in the staff console.')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(location()).toBe('/');
});
