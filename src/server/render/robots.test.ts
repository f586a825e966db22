import type { RouteEntry } from '../../browser-kit/route-entry';
import { pathsKeptFromCrawlers, robotsTxt } from './robots';

const entry = (path: string, keepCrawlersOut?: true) => ({ path, keepCrawlersOut }) as RouteEntry;

it('keeps crawlers out of each marked route up to its first parameter, once, less the paths under another', () => {
  expect(
    pathsKeptFromCrawlers([
      entry('/products'),
      entry('/orders/claim/:token', true),
      entry('/orders/:id', true),
      entry('/orders/:id/receipt', true),
      entry('/account/keys', true),
    ]),
  ).toEqual(['/orders/', '/account/keys']);
});

it("is the shop's robots.txt as it was written by hand: the order pages and the unsubscribe page in every language, the API and the console", () => {
  expect(robotsTxt('https://shop.example')).toBe(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /orders/',
      'Disallow: /*/orders/',
      'Disallow: /mail/unsubscribe',
      'Disallow: /*/mail/unsubscribe',
      'Disallow: /admin',
      '',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ].join('\n'),
  );
});
