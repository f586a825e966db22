import { expect, test } from '@playwright/test';

test("the footer leads to /help, which answers the after-purchase questions and gives the shop's address", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Help & Customer Service' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Customer Service' })).toBeVisible();
  await expect(page).toHaveTitle('Help & Customer Service | Storefront');
  for (const topic of ['Returns and refunds', 'Cancelling an order', 'Delivery', 'Payment', 'Your account']) {
    await expect(page.getByRole('region', { name: topic })).toBeVisible();
  }
  // SUPPORT_EMAIL is unset for the browser tests' server: the default address.
  await expect(page.getByRole('region', { name: 'Contact us' }).getByRole('link')).toHaveAttribute(
    'href',
    'mailto:support@storefront.local',
  );

  await footer.getByRole('link', { name: 'Returns & Replacements' }).click();
  await expect(page).toHaveURL('/help#returns');
});
