import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * No inline script anywhere; styles may be inline because MUI's emotion injects <style> tags.
 * frame-ancestors 'none' keeps the shop out of other sites' frames (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${sha256(SWAGGER_UI_LOGO_STYLE)}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function applySecurityHeaders(reply: FastifyReply, url: string, options: { https: boolean }): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  // Reset links carry their token in the path: no page of ours hands its URL to anyone.
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  const docs = url === '/api/docs' || url.startsWith('/api/docs/');
  reply.header('Content-Security-Policy', docs ? API_DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => applySecurityHeaders(reply, request.url, options));
}
