import { Type } from 'typebox';
import { defineEndpoint } from './endpoint';

/** The operator's exchange rates, for displaying prices (the shop charges dollars). */
export const RatesSchema = Type.Object({
  base: Type.Literal('USD'),
  rates: Type.Record(Type.String(), Type.Number(), { description: 'units of each currency per US dollar' }),
  setAt: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
});

export const getRates = defineEndpoint({
  method: 'GET',
  path: '/catalog/rates',
  summary: 'Exchange rates for displayed prices, with the time each was set',
  tags: ['catalogue'],
  access: 'public',
  response: RatesSchema,
  failures: {},
});
