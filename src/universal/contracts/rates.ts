import { Type } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ROUNDING_RULES, type RoundingRule } from '../settlement';

/**
 * The operator's exchange rates and rounding rules: a region that settles in a currency prices the catalogue's
 * dollar prices at its rate, rounded by its rule (universal/settlement.ts), unless a variant lists its own price.
 */
export const RatesSchema = Type.Object({
  base: Type.Literal('USD'),
  rates: Type.Record(Type.String(), Type.Number(), { description: 'units of each currency per US dollar' }),
  setAt: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
  rounding: Type.Record(Type.String(), Type.Unsafe<RoundingRule>(Type.String({ enum: [...ROUNDING_RULES] })), {
    description:
      "How each currency rounds a converted price: 'minor' to the minor unit, 'whole' to the whole unit, 'ending-99' up to the next .99",
  }),
});

export const getRates = defineEndpoint({
  method: 'GET',
  path: '/catalog/rates',
  summary: 'Exchange rates and rounding rules for prices in other currencies, with the time each rate was set',
  tags: ['catalogue'],
  access: 'public',
  response: RatesSchema,
  failures: {},
});
