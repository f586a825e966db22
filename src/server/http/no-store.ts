import type { FastifyInstance } from 'fastify';

/** The API's answers, but not the OpenAPI pages' scripts and styles (/api/docs), which hold nothing personal. */
const isApiAnswer = (url: string) => /^\/api(?:[/?]|$)/.test(url) && !/^\/api\/docs(?:[/?]|$)/.test(url);

/**
 * Every /api answer is `Cache-Control: no-store` unless its route says otherwise (the receipt's
 * `private, no-store`): profiles, carts, orders (a guest's, opened by its key, included), sessions and
 * the console's pages are personal, and a shared cache or the browser's back-forward cache must keep
 * none of them. A rule for the whole prefix rather than a header per route, so a new route cannot forget
 * it; the public catalogue, which is cached on purpose, lives under /catalog.
 */
export function installApiNoStore(app: FastifyInstance): void {
  // A plain hook, not an async one: it runs on every answer, the catalogue's reads included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiAnswer(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
