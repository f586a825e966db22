import { Type } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';

/**
 * Back-in-stock alerts (issue 53): a shopper, signed in or not, asks to be mailed once when a sold-out
 * variant returns (docs/decisions/0118).
 */

export const StockAlertBodySchema = Type.Object({
  sku: Type.String({ maxLength: 64, description: 'The sold-out variant' }),
  email: Type.String({ maxLength: 254 }),
  language: Type.Optional(
    Type.String({
      maxLength: 8,
      description: "The page language, the mail's when signed out (signed in, the profile's language is)",
    }),
  ),
});

export const subscribeStockAlert = defineEndpoint({
  method: 'POST',
  path: '/api/stock-alerts',
  summary: 'Mails the address once when the sold-out variant returns; asking again keeps the first place',
  description:
    'Signed out or in (a sent token must be valid). Rate limited per address and per (address, email). The same 202 ' +
    'answers a new alert and one the address already had, so the answer tells nobody who waits for what.',
  tags: ['stock-alerts'],
  access: 'optional-shopper',
  body: StockAlertBodySchema,
  status: 202,
  response: Type.Object({ sku: Type.String() }),
  failures: {
    ...INVALID,
    ...SIGNED_IN,
    ...THROTTLED,
    404: [ERROR_CODES.PRODUCT_NOT_FOUND],
    409: [ERROR_CODES.CONFLICT],
  },
});
