import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { untilScreenHydrated } from './support/held-scripts';
import { authHeaders, chooseGovernorate, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * Issue 31: tab B on /checkout showed one item; the cart was changed in tab A; "Place your order" in tab
 * B ordered tab A's cart. The order placed must be exactly the cart the shopper confirmed.
 */

async function titleOf(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/catalog/products/${id}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { title: string }).title;
}

async function ordersOf(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get('/api/orders', { headers: authHeaders(shopper) });
  return (await response.json()) as { items: { productId: string; quantity: number }[]; totalPrice: number }[];
}

async function fillField(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await field.blur();
}

/** The summary's "Order total" figure, as the page shows it. */
const orderTotal = (summary: Locator) => summary.getByText('Order total', { exact: true }).locator('xpath=..');

test('a checkout tab whose cart changed in another tab orders nothing, shows the new cart and asks again', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await signUpViaApi(request);
  const [shownId, addedId] = [4, 9];
  const [shownTitle, addedTitle] = [await titleOf(request, shownId), await titleOf(request, addedId)];
  const added = await request.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { productId: String(shownId), quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  // Tab B: the checkout, filled in, showing one item.
  const tabB = await context.newPage();
  await openSignedIn(tabB, shopper, '/checkout');
  const summary = tabB.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('link', { name: shownTitle })).toBeVisible();
  await expect(summary.getByText('Qty: 1')).toBeVisible();
  await fillField(tabB, 'Full name', 'Amira Hassan');
  // The shop's country, Egypt, is preset for a shopper with no address yet.
  await fillField(tabB, 'Phone number', '01012345678');
  await fillField(tabB, 'Street address', '12 Nile Corniche');
  await fillField(tabB, 'City', 'Cairo');
  await chooseGovernorate(tabB, 'Governorate', 'en');
  await fillField(tabB, 'Postal code', '11511');
  await tabB.getByRole('radio', { name: 'Credit Card' }).check();
  const totalShown = await orderTotal(summary).innerText();

  // Tab A: 5 of another product into the cart, the first one out, on the shop's own screens.
  const tabA = await context.newPage();
  await openSignedIn(tabA, shopper, `/product/${addedId}`);
  await untilScreenHydrated(tabA);
  await tabA.getByRole('combobox', { name: 'Quantity' }).selectOption('5');
  await tabA.getByRole('button', { name: `, ${addedTitle}` }).click();
  await expect(tabA.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 6 items');
  await tabA.goto('/cart');
  await tabA.getByRole('button', { name: `Remove ${shownTitle} from cart` }).click();
  await expect(tabA.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 5 items');

  // Tab B still shows one item: its order is refused and the page shows the cart as it is now.
  await expect(summary.getByText('Qty: 1')).toBeVisible();
  await tabB.getByRole('button', { name: 'Place your order' }).click();
  const banner = tabB.getByRole('alert').filter({ hasText: 'Your cart has changed' });
  await expect(banner).toContainText('so nothing was ordered');
  await expect(banner.getByRole('listitem')).toHaveText([`Added: ${addedTitle} (Qty: 5)`, `Removed: ${shownTitle}`]);
  const newLine = summary.getByRole('listitem').filter({ hasText: addedTitle });
  await expect(newLine).toContainText('New');
  await expect(newLine).toContainText('Qty: 5');
  await expect(summary.getByRole('link', { name: shownTitle })).toHaveCount(0);
  await expect(orderTotal(summary)).not.toHaveText(totalShown);
  await expect(tabB).toHaveURL(/\/checkout$/);
  expect(await ordersOf(request, shopper)).toEqual([]);

  // A new click orders what the page now shows; the success page says what it cost and when it comes.
  // What the page says it charges, exactly, in Egypt's pounds (issue 50; the shopper's display currency may differ).
  const chargeNote = await summary.getByTestId('charge-currency').innerText();
  await tabB.getByRole('button', { name: 'Place your order' }).click();
  await expect(tabB).toHaveURL(/\/order-success$/, { timeout: 15_000 });
  const charged = (await tabB.getByText(/^Total charged:/).innerText()).replace('Total charged:', '').trim();
  expect(charged).toMatch(/^EGP\s[\d,]+\.\d\d$/);
  expect(chargeNote).toContain(charged);
  // Egypt's standard delivery: the days it promised when the order was placed (2-4 business days on).
  await expect(tabB.getByText(/^Estimated delivery: /)).toHaveText(
    /^Estimated delivery: \w{3}, \w{3} \d{1,2}\s–\s\w{3}, \w{3} \d{1,2} \(Standard Delivery\)$/,
  );
  const orders = await ordersOf(request, shopper);
  expect(orders.map((order) => order.items.map((item) => [item.productId, item.quantity]))).toEqual([
    [[String(addedId), 5]],
  ]);
  expect(`EGP\u00a0${orders[0]?.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(charged);
});
