import { type DeliveryTerms, type ShippingRate, SPEC_US_TERMS } from '../universal/delivery-terms';
import type { DeliveryTermsList } from '../universal/contracts/shop';
import type { Answer } from '../universal/contracts/endpoint';
import type { getRates } from '../universal/contracts/rates';

type RatesResponse = Answer<typeof getRates>;
/**
 * A stand-in for the network in component tests: answers own-API calls by "METHOD /path" and records
 * what the screens sent. Needs the jsdom-fetch-environment (Request/Response exist there).
 */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. '/api/auth/login'. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** Answer headers besides content-type, e.g. the server's X-Request-Id. */
  headers?: Record<string, string>;
  /** No answer at all: the request fails as fetch does when the network is down. */
  networkDown?: boolean;
}

export type ApiHandler = ApiAnswer | ((request: RecordedRequest) => ApiAnswer | Promise<ApiAnswer>);

/**
 * The shop's own Egypt for tests that are not about currencies: VAT 14 % inside the prices, standard $2.99
 * under $50, its amounts in US dollars as they were before Egypt settled in pounds (issue 50), so those
 * tests' figures stay the catalogue's dollars. What an Egyptian shopper is charged in, and how much, is
 * tested with TEST_EGYPT_POUND_TERMS, the terms migration 052 gives Egypt.
 */
export const TEST_EGYPT_TERMS: DeliveryTerms = {
  country: 'EG',
  regionId: 'egypt',
  currency: 'USD',
  tax: { kind: 'vat', rateBasisPoints: 1400, included: true },
  shipping: [
    {
      option: 'standard',
      priceCents: 299,
      freeOverCents: 5000,
      minDays: 2,
      maxDays: 4,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 7],
    },
    {
      option: 'express',
      priceCents: 699,
      freeOverCents: null,
      minDays: 1,
      maxDays: 2,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 7],
    },
  ],
  // As migration 033 ships it: cash on delivery for a $0.30 fee.
  cashOnDelivery: { feeCents: 30 },
  holidays: [],
};

/**
 * Egypt as migration 052 settles it: in Egyptian pounds, its dollar amounts at the seeded 48.50 to the whole
 * pound (standard EGP 145 under EGP 2,425, express EGP 339, cash on delivery EGP 15).
 */
export const TEST_EGYPT_POUND_TERMS: DeliveryTerms = {
  ...TEST_EGYPT_TERMS,
  currency: 'EGP',
  shipping: [
    { ...(TEST_EGYPT_TERMS.shipping[0] as ShippingRate), priceCents: 14500, freeOverCents: 242500 },
    { ...(TEST_EGYPT_TERMS.shipping[1] as ShippingRate), priceCents: 33900 },
  ],
  cashOnDelivery: { feeCents: 1500 },
};

/** The United Kingdom settling in pounds sterling: VAT 20 % inside the prices, standard £3.99 under £40. */
export const TEST_UK_TERMS: DeliveryTerms = {
  country: 'GB',
  regionId: 'uk',
  currency: 'GBP',
  tax: { kind: 'vat', rateBasisPoints: 2000, included: true },
  shipping: [
    {
      option: 'standard',
      priceCents: 399,
      freeOverCents: 4000,
      minDays: 2,
      maxDays: 4,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 5],
    },
  ],
  cashOnDelivery: null,
  holidays: [],
};

/** GET /catalog/rates as the test shop answers it: migration 013's rates, migration 052's rounding rules. */
export const TEST_RATES: RatesResponse = {
  base: 'USD',
  rates: { EUR: 0.92, GBP: 0.79, EGP: 48.5 },
  setAt: { EUR: '2026-11-20T12:00:00.000Z', GBP: '2026-11-20T12:00:00.000Z', EGP: '2026-11-20T12:00:00.000Z' },
  rounding: { EUR: 'minor', GBP: 'ending-99', EGP: 'whole' },
};

/**
 * Where the test shop delivers unless a test says otherwise: the spec's shopper in the United States
 * (8 % added, standard free) and the shop's own Egypt (TEST_EGYPT_TERMS).
 */
export const TEST_DELIVERY_TERMS: DeliveryTermsList = {
  countries: [TEST_EGYPT_TERMS, SPEC_US_TERMS],
  timeZone: 'Africa/Cairo',
};

/**
 * The regions as migration 052 settles them, for tests of what a shopper is charged in: Egypt in pounds
 * (TEST_EGYPT_POUND_TERMS), the United States in dollars, the United Kingdom in sterling (TEST_UK_TERMS).
 */
export const TEST_SETTLED_DELIVERY_TERMS: DeliveryTermsList = {
  countries: [TEST_EGYPT_POUND_TERMS, SPEC_US_TERMS, TEST_UK_TERMS],
  timeZone: 'Africa/Cairo',
};

/** The handlers a test of settlement currencies starts from: those regions and the test shop's rates. */
export const SETTLED_SHOP: Record<string, ApiHandler> = {
  'GET /catalog/delivery': { body: TEST_SETTLED_DELIVERY_TERMS },
  'GET /catalog/rates': { body: TEST_RATES },
};

/** A request's body: its JSON, or its text when it is not JSON (an uploaded file). */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function mockApi(given: Record<string, ApiHandler>) {
  const handlers: Record<string, ApiHandler> = { 'GET /catalog/delivery': { body: TEST_DELIVERY_TERMS }, ...given };
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      query: new URL(request.url).searchParams,
      body: text ? bodyOf(text) : undefined,
      headers: request.headers,
    };
    requests.push(recorded);
    const handler = handlers[`${recorded.method} ${recorded.path}`];
    // An unexpected call answers 404 instead of reaching the real network.
    const answer: ApiAnswer =
      handler === undefined
        ? { status: 404, body: { message: 'not mocked' } }
        : typeof handler === 'function'
          ? await handler(recorded)
          : handler;
    if (answer.networkDown) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  /** The calls made to one endpoint, e.g. calls('POST /api/auth/login'). */
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);
  return {
    fetch: fetchMock,
    requests,
    calls,
    /** The query string of one call to an endpoint (the first, or the last with -1) as plain fields. */
    queryFields: (key: string, which = 0) => Object.fromEntries(calls(key).at(which)?.query ?? []),
  };
}

/** An answer the test releases when it wants, to look at a form while its request is pending. */
export function deferredAnswer() {
  let release: (answer: ApiAnswer) => void = () => undefined;
  const answer = new Promise<ApiAnswer>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release };
}
