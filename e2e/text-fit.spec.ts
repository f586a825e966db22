import { expect, type APIRequestContext, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import fr from '../src/universal/i18n/messages/fr.json';
import type { MessageId } from '../src/universal/i18n/messages';
import { PSEUDO_LETTER, pseudoLocalize, usePseudoLocale } from './support/pseudo-locale';
import { authHeaders, checkoutViaApi, openSignedIn, signUpViaApi, type Shopper } from './support/shopper';
import { textsThatDoNotFit } from './support/text-fit';
import { viewportOf } from './support/journey-runs';

/**
 * Issue 13: the main screens at desktop and phone width in the pseudo-locale (every English text
 * accented and 30 % longer), in Arabic (right to left) and in French: no text clipped, none off the
 * screen, and the page never scrolls sideways. Only the shop's own texts are judged (pseudo letters,
 * Arabic letters, French accents): product titles are catalogue data, clamped on purpose.
 * With SCREENSHOT_DIR set, each screen is also saved there to be looked at.
 */
interface Screen {
  name: string;
  path: (orderId: string) => string;
  /** The screen's heading, shown once it is in. */
  heading: MessageId;
  /** The heading heads a section whose content loads as it comes near the screen (the product page's reviews). */
  loadsNearScreen?: true;
}

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/', heading: 'home.topDeals' },
  { name: 'product list', path: () => '/products', heading: 'list.title.all' },
  { name: 'product', path: () => '/product/1', heading: 'review.section.title', loadsNearScreen: true },
  { name: 'cart', path: () => '/cart', heading: 'cart.summary.title' },
  { name: 'checkout', path: () => '/checkout', heading: 'checkout.section.address' },
  { name: 'orders', path: () => '/orders', heading: 'orders.page.title' },
  { name: 'order', path: (orderId) => `/orders/${orderId}`, heading: 'orderDetail.title' },
  { name: 'wish list', path: () => '/wishlist', heading: 'wishlist.title' },
  { name: 'profile', path: () => '/profile', heading: 'profile.title' },
  { name: 'account', path: () => '/account', heading: 'account.title' },
  { name: 'help', path: () => '/help', heading: 'help.title' },
  { name: 'not found', path: () => '/no-such-page', heading: 'notFound.title' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The heading's text up to its first placeholder, as the page writes it. */
const headingText = (message: string) => message.split('{')[0] ?? message;

const LANGUAGES = [
  {
    name: 'pseudo-locale',
    prefix: '',
    preferences: { language: 'en', currency: 'USD' },
    setUp: usePseudoLocale,
    judged: PSEUDO_LETTER,
    heading: (id: MessageId) => new RegExp(escaped(pseudoLocalize(headingText(en[id])))),
  },
  {
    name: 'Arabic',
    prefix: '/ar',
    preferences: { language: 'ar', currency: 'EGP' },
    setUp: async () => undefined,
    judged: '[\\u0600-\\u06ff]',
    heading: (id: MessageId) => new RegExp(escaped(headingText(ar[id]))),
  },
  {
    name: 'French',
    prefix: '/fr',
    preferences: { language: 'fr', currency: 'EUR' },
    setUp: async () => undefined,
    // Texts holding a French accent (catalogue data has none): the longest of the real translations.
    judged: '[\\u00c0-\\u00ff\\u0152\\u0153]',
    heading: (id: MessageId) => new RegExp(escaped(headingText(fr[id]))),
  },
];

async function shopperWithAnOrder(request: APIRequestContext): Promise<{ shopper: Shopper; orderId: string }> {
  const shopper = await signUpViaApi(request, 'Amira Hassan');
  await request.post('/api/cart/add', { headers: authHeaders(shopper), data: { productId: '4', quantity: 1 } });
  const orderId = await checkoutViaApi(request, shopper);
  // Cart and wish list screens show their lines, not their empty states.
  await request.post('/api/cart/add', { headers: authHeaders(shopper), data: { sku: 'SF2-BLACK', quantity: 2 } });
  await request.post('/api/wishlist/add', { headers: authHeaders(shopper), data: { productId: '3' } });
  return { shopper, orderId };
}

// Each language and width is a shopper and a walk of its own: the six share out between the workers rather
// than running in turn on one (this file is about a sixth of the browser suite's time).
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  for (const width of [1366, 390]) {
    test.describe(`${language.name} at ${width} px`, () => {
      test.use({ viewport: viewportOf(width) });

      test('every main screen fits its texts: none clipped, none off the screen, no sideways scroll', async ({
        page,
        request,
      }) => {
        test.setTimeout(150_000);
        const { shopper, orderId } = await shopperWithAnOrder(request);
        // A signed-in shopper's profile language wins over the URL's.
        const saved = await request.patch('/api/user/preferences', {
          headers: authHeaders(shopper),
          data: language.preferences,
        });
        expect(saved.ok()).toBe(true);
        await language.setUp(page);
        await openSignedIn(page, shopper, `${language.prefix}/`);
        const found: Record<string, string[]> = {};
        for (const screen of SCREENS) {
          await page.goto(`${language.prefix}${screen.path(orderId)}`);
          // The app renders the pseudo-locale's screens itself (chunk, then data): on a loaded machine that
          // can take longer than the default wait.
          const heading = page.getByRole('heading', { name: language.heading(screen.heading) }).first();
          await expect(heading).toBeVisible({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          if (screen.loadsNearScreen) {
            // Scrolled to, as a shopper would, so its texts are judged too: in, they are paragraphs after a placeholder.
            await heading.scrollIntoViewIfNeeded();
            await expect(page.getByRole('region').filter({ has: heading }).locator('p').first()).toBeVisible();
          }
          const problems = await textsThatDoNotFit(page, language.judged);
          if (problems.length > 0) found[screen.name] = problems;
          if (process.env.SCREENSHOT_DIR) {
            await page.screenshot({
              path: `${process.env.SCREENSHOT_DIR}/${language.name}-${width}-${screen.name}.png`,
            });
          }
        }
        expect(found).toEqual({});
      });
    });
  }
}
