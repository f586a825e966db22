import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { E2E_MAIL_DIR } from '../playwright.config';
import ar from '../src/admin/messages/ar.json';
import { orderNumber } from '../src/universal/order-status';
import { waitForReadMail } from './support/mail-catcher';
import { signInEnrolling } from './support/staff-sign-in';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * Mails that carry the shop's name (issue 52 §4, decision 0123) on the worker's own server (worker-shop.ts), which
 * delivers to the test mailbox and where no other journey ships an order: an owner gives the shipped mail Arabic words,
 * previews them, saves them and sends a test, which arrives with those words and the shop's PNG logo; an unknown
 * placeholder is refused in words. An owner whose console is in Arabic works the screen on a phone and invites a
 * member, who is mailed in Arabic.
 */
let base = '';
const PASSWORD = 'Console1pass';
const stamp = Date.now();
const OWNER = `owner-words-${stamp}@example.com`;
const ARABIC_OWNER = `owner-words-ar-${stamp}@example.com`;
/** The sample order every preview and test mail is about. */
const SAMPLE = orderNumber('6650f0a1b2c3d4e5f6a7b8c9');
let api: APIRequestContext;

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  for (const email of [OWNER, ARABIC_OWNER]) await addOwner(workerShop, api, email, PASSWORD);
});
test.afterAll(async () => {
  await api?.dispose();
});

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, email: string) {
  await signInEnrolling(page, base, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** How much wider than the window the page is (0 or less: nothing sticks out). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("an owner gives the shipped mail Arabic words, previews and saves them; the test mail arrives with them and the shop's PNG logo", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, OWNER);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Mail words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail words' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Mail' }).click();
  await page.getByRole('option', { name: 'Order shipped' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();

  const form = page.getByRole('form', { name: 'The words of the mail' });
  const subject = form.getByRole('textbox', { name: 'Subject' });
  const body = form.getByRole('textbox', { name: 'Opening words' });
  // Today's Arabic words, written right to left, naming the order.
  await expect(subject).toHaveValue(/\{orderNumber\}/);
  await expect(body).toHaveAttribute('dir', 'rtl');

  // A name the mail cannot fill is refused before anything is sent, in words.
  await body.fill('مرحبًا {الاسم}');
  await form.getByRole('button', { name: 'Save the words' }).click();
  await expect(
    form.getByText('{الاسم} is not a name this mail can fill in. Use one of the names in braces listed above.'),
  ).toBeVisible();

  await subject.fill('طلبك {orderNumber} خرج من مخزن {shopName}');
  await body.fill('أهلًا {name}،\n\nسلّمنا طلبك {orderNumber} لشركة الشحن اليوم، ويصلك خلال أيام.');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(`طلبك ${SAMPLE} خرج من مخزن Storefront`)).toBeVisible();
  const frame = preview.frameLocator('iframe[title="The mail as a shopper sees it"]');
  await expect(frame.getByText(`سلّمنا طلبك ${SAMPLE} لشركة الشحن اليوم، ويصلك خلال أيام.`)).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: 'test-results/mail-words-1366-en.png', fullPage: true });

  await form.getByRole('button', { name: 'Save the words' }).click();
  await expect(page.getByText('Saved. The next mails in this language use these words.')).toBeVisible();
  await expect(form.getByText(/^Edited /)).toBeVisible();

  await form.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(`A test mail is on its way to ${OWNER}.`)).toBeVisible();
  const mail = await waitForReadMail(E2E_MAIL_DIR, OWNER, new RegExp(`^طلبك ${SAMPLE} خرج من مخزن Storefront$`));
  expect(mail.text).toContain(`أهلًا Mona Ali،\n\nسلّمنا طلبك ${SAMPLE} لشركة الشحن اليوم، ويصلك خلال أيام.`);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain(`<p>سلّمنا طلبك ${SAMPLE} لشركة الشحن اليوم، ويصلك خلال أيام.</p>`);
  // The logo is a PNG the shop itself serves: Gmail and Outlook draw no SVG.
  const logo = /<img src="([^"]+)" alt="Storefront"/.exec(mail.html)?.[1] ?? '';
  expect(logo).toBe(`${base}/mail-logo.png`);
  const picture = await api.get(logo);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');

  // The server applies the same rule to a call that skips the form.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/admin/mail-words/shipped/en', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${window.sessionStorage.getItem('admin.token') ?? ''}`,
      },
      body: JSON.stringify({ subject: 'Order {orderNumber}', body: 'Hi {firstName}' }),
    });
    return { status: response.status, body: JSON.stringify(await response.json()) };
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toContain('mailWords.unknown:firstName');
});

test('an owner working in Arabic edits the Arabic words on a phone, and invites a member who is mailed in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ARABIC_OWNER);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(`${base}/admin/mail-words`);
  await expect(page.getByRole('heading', { level: 1, name: ar['mailWords.title'] })).toBeVisible();
  // The console's language first: the Arabic confirmation.
  const form = page.getByRole('form', { name: ar['mailWords.form'] });
  await expect(form.getByRole('textbox', { name: ar['mailWords.subject'] })).toHaveValue(/\{orderNumber\}/);
  // Words that name the buyer but not the order are refused, in Arabic.
  await form.getByRole('textbox', { name: ar['mailWords.subject'] }).fill('طلبك من المتجر');
  await form.getByRole('textbox', { name: ar['mailWords.body'] }).fill('مرحبًا {name}، طلبك في الطريق.');
  await form.getByRole('button', { name: ar['mailWords.preview'] }).click();
  await expect(form.getByText(ar['mailWords.missing'].replace('{placeholder}', '{orderNumber}'))).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mail-words-390-ar.png', fullPage: true });

  await page.goto(`${base}/admin/staff`);
  const invitee = `invited-ar-${stamp}@example.com`;
  await page.getByRole('textbox', { name: ar['field.email'] }).fill(invitee);
  await page.getByRole('textbox', { name: ar['field.name'] }).fill('ليلى حداد');
  await page.getByRole('button', { name: ar['staff.inviteSubmit'] }).click();
  await expect(page.getByText(invitee).first()).toBeVisible();
  const invitation = await waitForReadMail(E2E_MAIL_DIR, invitee, /^حسابك في لوحة إدارة Storefront$/);
  expect(invitation.html).toContain('<html lang="ar" dir="rtl">');
  expect(invitation.text).toContain('مرحبًا ليلى حداد،');
  expect(invitation.text).toMatch(new RegExp(`${base}/admin/set-password/[\\w-]{43}`));
});
