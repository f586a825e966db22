import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** Signs an owner in at `base`, enrolling the authenticator app on the way (owners must use two-step sign-in). */
export async function signInEnrolling(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
}
