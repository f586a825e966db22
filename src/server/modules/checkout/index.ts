// The checkout module's face. Its route (POST /api/orders/checkout) is registered by app.ts from routes.ts.
// The application's start-up (src/server/jobs): the purge of old idempotency keys.
export { idempotencyPurgeJob } from './idempotency-purge';
