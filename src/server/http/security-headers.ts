import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { localeFromPath } from '../../universal/i18n/locale';

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

/**
 * Stripe.js and what it opens (issue 51): its script, the Payment Element's and 3-D Secure's frames, and its
 * API, as Stripe's security guide lists them for a Content-Security-Policy. Nothing else of Stripe's is let in.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The shop's policy with Stripe's origins added, on the pages where a payment is taken or its outcome shown. */
export const PAYMENT_PAGE_CSP: Directives = {
  ...SHOP_CSP,
  'script-src': [...(SHOP_CSP['script-src'] ?? []), ...STRIPE.script],
  'frame-src': ["'self'", ...STRIPE.frame],
  'connect-src': [...(SHOP_CSP['connect-src'] ?? []), ...STRIPE.connect],
};

/** Checkout, the pay page, the return from the provider, and an order's page (paths without a language prefix). */
const PAYMENT_PAGES = [/^\/checkout$/, /^\/order-success$/, /^\/orders\/[^/]+$/, /^\/orders\/[^/]+\/pay$/];

/**
 * Each payment page's first path segment, read from its pattern: a URL that holds none of them is no payment
 * page, so the catalogue's and the API's reads are answered without parsing their path. A pattern that does
 * not start with a literal segment would make this check wrong, so it stops the server at start instead.
 */
const PAYMENT_PAGE_WORDS = [
  ...new Set(
    PAYMENT_PAGES.map((page) => {
      const word = /^\^\\\/([\w-]+)/.exec(page.source)?.[1];
      if (!word) throw new Error(`A payment page's pattern must start with a literal segment: ${page.source}`);
      return word;
    }),
  ),
];

/**
 * Whether a request is for one of the pages that may run Stripe.js, in any language. Only there: a script the
 * shop does not serve itself is one more thing that could read a page, so every other page keeps SHOP_CSP.
 * A document keeps the policy it was loaded with, so the pay page reloads itself when the router brought it
 * (src/features/orders/payment/page-exit.ts).
 */
export function isPaymentPage(url: string): boolean {
  if (!PAYMENT_PAGE_WORDS.some((word) => url.includes(word))) return false;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const { path } = localeFromPath(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAYMENT_PAGES.some((page) => page.test(trimmed));
}

/** A policy for some pages over the one every other answer carries. */
export interface PagePolicy {
  pages: (url: string) => boolean;
  csp: Directives;
}

/** The shop's: Stripe's origins on the payment pages only. */
export const PAYMENT_PAGE_POLICY: PagePolicy = { pages: isPaymentPage, csp: PAYMENT_PAGE_CSP };

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
 * `pagePolicies` replace `csp` on the pages they name: the shop's own policy (the default) lets Stripe in on
 * its payment pages (PAYMENT_PAGE_POLICY).
 */
export function securityHeaders(
  options: { https: boolean },
  csp: Directives = SHOP_CSP,
  pagePolicies: readonly PagePolicy[] = csp === SHOP_CSP ? [PAYMENT_PAGE_POLICY] : [],
): ApplySecurityHeaders {
  const everywhere = helmetHeaders(options, csp);
  const onPages = pagePolicies.map((policy) => ({ pages: policy.pages, headers: helmetHeaders(options, policy.csp) }));
  return (request, reply) => {
    const headers = onPages.find((policy) => policy.pages(request.url))?.headers ?? everywhere;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}

/**
 * The headers helmet sets with these options, read once: none of them depends on the request (no nonce),
 * and running helmet's middlewares on every answer was ~4 % of a catalogue read's CPU.
 */
function helmetHeaders(options: { https: boolean }, csp: Directives): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  // The options above turn off helmet's only removal (X-Powered-By), which Fastify never sets anyway.
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader() {} };
  helmetWith(options, csp)({} as never, recorder as never, () => undefined);
  return headers;
}

function helmetWith(options: { https: boolean }, csp: Directives) {
  return helmet({
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
