/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import type { DeliveryTerms } from '../../../universal/delivery-terms';
import type { Locale } from '../../../universal/i18n/locale';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { fixDate } from '../../../test/fixed-date';
import { mockApi, TEST_DELIVERY_TERMS, TEST_EGYPT_TERMS } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { DeliveryOptionGroup } from './DeliveryOptionGroup';

// Each delivery option shows the days an order placed now arrives (issue 34), in the shop's time zone.

/** The test shop's Egypt with same-day (noon cut-off) beside standard, and no cash on delivery. */
const EGYPT: DeliveryTerms = {
  ...TEST_EGYPT_TERMS,
  shipping: [
    ...TEST_EGYPT_TERMS.shipping.filter(({ option }) => option === 'standard'),
    {
      option: 'same-day',
      priceCents: 999,
      freeOverCents: null,
      minDays: 0,
      maxDays: 0,
      cutoffHour: 12,
      workingDays: [1, 2, 3, 4, 7],
    },
  ],
  cashOnDelivery: null,
};

afterEach(() => jest.useRealTimers());

function renderOptions(terms: DeliveryTerms = EGYPT, locale: Locale = 'en') {
  mockApi({ 'GET /catalog/delivery': { body: { ...TEST_DELIVERY_TERMS, timeZone: 'Africa/Cairo' } } });
  return renderRoute(
    <DeliveryOptionGroup value="standard" onChange={() => {}} terms={terms} goodsCents={1000} countryName="Egypt" />,
    locale === 'ar' ? { locale, messages: arMessages } : {},
  );
}

const option = (name: RegExp) => screen.findByRole('radio', { name });

test('each option says how many business days and, by its cut-off and working days, the days it arrives', async () => {
  // Tuesday 24 November 2026, 10:00 in Cairo: standard leaves today, arrives Thursday to Monday (Fri, Sat off).
  fixDate('2026-11-24T08:00:00Z');
  renderOptions();
  expect(await option(/Standard Delivery\s*2-4 business days\s*Arrives Thu, Nov 26\s–\sMon, Nov 30/)).toBeChecked();
  // Same-day before its noon cut-off: the spec's words hold, and no date repeats them.
  expect(await option(/Same-Day Delivery\s*Today by 9 PM\s*\$9\.99/)).toBeInTheDocument();
  expect(screen.queryByText(/Arrives today/)).not.toBeInTheDocument();
});

test('past the cut-off an option leaves the next working day; same-day then says the day instead of "today"', async () => {
  // Tuesday 13:00 in Cairo: past same-day's noon cut-off, before standard's 14:00.
  fixDate('2026-11-24T11:00:00Z');
  renderOptions();
  expect(await option(/Same-Day Delivery\s*Arrives tomorrow\s*\$9\.99/)).toBeInTheDocument();
  expect(screen.queryByText('Today by 9 PM')).not.toBeInTheDocument();
  expect(await option(/Standard Delivery.*Arrives Thu, Nov 26\s–\sMon, Nov 30/)).toBeInTheDocument();
});

test("skips the region's holidays", async () => {
  fixDate('2026-11-24T08:00:00Z');
  renderOptions({ ...EGYPT, holidays: ['2026-11-26'] });
  expect(await option(/Standard Delivery.*Arrives Sun, Nov 29\s–\sTue, Dec 1/)).toBeInTheDocument();
});

test('writes the days in the page language: Arabic day and month names, Latin digits', async () => {
  fixDate('2026-11-24T08:00:00Z');
  renderOptions(EGYPT, 'ar');
  expect(await option(/التوصيل العادي.*يصل الخميس، 26\s–\sالاثنين، 30 نوفمبر/)).toBeInTheDocument();
});
