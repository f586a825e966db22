/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../../app/App';
import { createStore } from '../../../app/store';
import type { DeliveryTermsList } from '../../../universal/contracts/shop';
import type { DeliveryTerms, ShippingRate } from '../../../universal/delivery-terms';
import type { Locale } from '../../../universal/i18n/locale';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import { deliveryApi } from '../../../entities/delivery';
import { fixDate } from '../../../test/fixed-date';
import { MemoryStorage } from '../../../test/memory-storage';
import { DeliveryPromiseLine } from './DeliveryPromiseLine';

// The product page's promise (issue 34): "Order within 3 h 12 min for delivery Thursday".

const SUN_TO_THU = [1, 2, 3, 4, 7];
const rate = (option: ShippingRate['option'], minDays: number, maxDays: number, cutoffHour: number): ShippingRate => ({
  option,
  priceCents: 0,
  freeOverCents: null,
  minDays,
  maxDays,
  cutoffHour,
  workingDays: SUN_TO_THU,
});

/** Egypt as migration 031 ships it: standard 2-4 days and express 1-2 by 14:00, same-day by noon. */
const EGYPT: DeliveryTerms = {
  country: 'EG',
  regionId: 'egypt',
  currency: 'EGP',
  tax: { kind: 'vat', rateBasisPoints: 1400, included: true },
  shipping: [rate('standard', 2, 4, 14), rate('express', 1, 2, 14), rate('same-day', 0, 0, 12)],
  cashOnDelivery: null,
  holidays: [],
};

afterEach(() => jest.useRealTimers());

/** The line inside the app's providers, the delivery answer already in the store (as a server-rendered page has it). */
async function page(terms: DeliveryTerms, locale: Locale = 'en') {
  const store = createStore({}, new MemoryStorage());
  const answer: DeliveryTermsList = { countries: [terms], timeZone: 'Africa/Cairo' };
  await store.dispatch(deliveryApi.util.upsertQueryData('getDeliveryTerms', undefined, answer));
  return (
    <AppProviders store={store} locale={locale} messages={locale === 'ar' ? arMessages : enMessages}>
      <DeliveryPromiseLine terms={terms} />
    </AppProviders>
  );
}

/** The line's text once mounted. */
async function shown(terms: DeliveryTerms, locale: Locale = 'en') {
  return render(await page(terms, locale)).container.textContent;
}

test('counts down to the cut-off of the soonest delivery still leaving today', async () => {
  // Tuesday 24 November 2026, 10:00 in Cairo: same-day's noon cut-off is two hours away.
  fixDate('2026-11-24T08:00:00Z');
  expect(await shown(EGYPT)).toBe('Order within 2 h for delivery today (Same-Day Delivery)');
});

test("past same-day's cut-off, express's: the days it arrives, named by weekday within the week", async () => {
  // 12:48 in Cairo: express leaves until 14:00 and arrives Wednesday or Thursday.
  fixDate('2026-11-24T10:48:00Z');
  expect(await shown(EGYPT)).toMatch(
    /^Order within 1 h 12 min for delivery Wed, Nov 25\s–\sThu, Nov 26 \(Express Delivery\)$/,
  );
  const express = { ...EGYPT, shipping: [rate('standard', 2, 4, 14), rate('express', 2, 2, 14)] };
  expect(await shown(express)).toBe('Order within 1 h 12 min for delivery Thursday (Express Delivery)');
});

test('past every cut-off, when standard delivery arrives, with no countdown', async () => {
  // 15:00 in Cairo: standard leaves Wednesday; Friday and Saturday are off; a holiday on Monday.
  fixDate('2026-11-24T13:00:00Z');
  expect(await shown({ ...EGYPT, holidays: ['2026-11-30'] })).toMatch(
    /^Standard Delivery: arrives Sun, Nov 29\s–\sWed, Dec 2$/,
  );
});

test('in Arabic, with Arabic words for the hours and the days', async () => {
  fixDate('2026-11-24T10:48:00Z');
  expect(await shown(EGYPT, 'ar')).toMatch(
    /^اطلب خلال ساعة و12 دقيقة ليصلك الأربعاء، 25\s–\sالخميس، 26 نوفمبر \(التوصيل السريع\)$/,
  );
});

test('is not in the server-rendered (and cached) page; hydrating it at another time matches, then writes it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  // Rendered by the server at 09:00 in Cairo, hydrated by a shopper at 11:59: a countdown in the HTML would differ.
  fixDate('2026-11-24T07:00:00Z');
  const serverPage = await page(EGYPT);
  // jsdom has a window, so the providers' layout effects warn in renderToString; the real server has none.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(serverPage);
  quiet.mockRestore();
  expect(container.textContent).toBe('');
  fixDate('2026-11-24T09:59:00Z');
  // A hydration mismatch would be reported on console.error, which fails the test.
  const hydrating = await page(EGYPT);
  await act(async () => {
    hydrateRoot(container, hydrating);
  });
  expect(screen.getByText('Order within 1 min for delivery today (Same-Day Delivery)')).toBeInTheDocument();
});
