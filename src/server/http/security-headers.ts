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

export function applySecurityHeaders(reply: FastifyReply, url: string, options: { https: boolean }): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  // Reset links carry their token in the path: no page of ours hands its URL to anyone.
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  // The API documentation page brings its own policy (swagger-ui needs its bundled scripts).
  if (!url.startsWith('/api/docs')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => applySecurityHeaders(reply, request.url, options));
}
