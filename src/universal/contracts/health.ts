import { Type } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ERROR_CODES } from './error-codes';

const tags = ['operations'];

/** Probes and operators' warnings, for load balancers and whoever runs the shop. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  tags,
  access: 'public',
  response: Type.Object({ status: Type.Literal('ok') }),
  failures: {},
  // A probe reads the status, not an error body: 503 {"status":"unavailable"} with Retry-After.
  answers: { 503: Type.Object({ status: Type.String() }) },
});

export const StaleRateSchema = Type.Object({
  currency: Type.String(),
  setAt: Type.Union([Type.String(), Type.Null()]),
});

export const healthDetails = defineEndpoint({
  method: 'GET',
  path: '/api/health/details',
  summary: 'Operational warnings (stale exchange rates)',
  tags,
  access: 'public',
  response: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('warn')]),
    rates: Type.Object({ maxAgeHours: Type.Number(), stale: Type.Array(StaleRateSchema) }),
  }),
  failures: { 503: [ERROR_CODES.DATABASE_UNAVAILABLE] },
});
