import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * No inline script anywhere; styles may be inline because MUI's emotion injects <style> tags.
 * frame-ancestors 'none' keeps the shop out of other sites' frames (clickjacking).
 */
export const SHOP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The one inline style swagger-ui writes: the colours inside its logo's SVG (a <style> element). */
const SWAGGER_UI_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The API documentation (swagger-ui at /api/docs) loads its own bundled scripts and styles from the
 * same origin, draws icons from data: URIs in its stylesheet, and fetches the OpenAPI document and
 * "Try it out" calls from the same origin. Nothing else is allowed: no inline script, no inline style
 * but the logo's (by its hash), no other host, no plugin, no frame. A swagger-ui upgrade that changes
 * what it needs shows up as a violation in e2e/security.spec.ts.
 */
export const API_DOCS_CSP: Directives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", sha256(SWAGGER_UI_LOGO_STYLE)],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Sets the headers on one answer. */
export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The headers every answer carries, set by helmet (docs/decisions/0062): nosniff, no referrer (reset
 * links carry their token in the path: no page of ours hands its URL to anyone), no framing, the policy,
 * and HSTS when the shop is served over https. Helmet's other headers stay off: each would be a change
 * of its own to weigh. Built once: helmet turns its options into header values when called.
 */
export function securityHeaders(options: { https: boolean }, csp: Directives = SHOP_CSP): ApplySecurityHeaders {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  return (request, reply) => setHeaders(request.raw, reply.raw, () => undefined);
}

/** Sets the headers as each request arrives, so every answer, an error's too, carries them. */
export function installSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
}

/** The API documentation's policy on every route of `scope` (swagger-ui's), over the shop's. */
export function useApiDocsPolicy(scope: FastifyInstance, options: { https: boolean }): void {
  installSecurityHeaders(scope, securityHeaders(options, API_DOCS_CSP));
}
