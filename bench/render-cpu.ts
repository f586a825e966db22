/**
 * `npm run bench:render`: the CPU one fresh server render costs, per page kind, one request at a time.
 *
 * The shop's own app (buildApp, production React, the built web app's template from dist/) is started in
 * this process on a database of PRODUCTS products (default 2,000; filled on the first run in DATA_DIR,
 * default /tmp/render-cpu-<products>), and each page is asked for through Fastify's inject. Every URL
 * carries a query parameter of its own (`_r=<n>`), which no page reads but the rendered-page cache is
 * keyed on, so every request is a fresh render. process.cpuUsage() around each request is its CPU time
 * (user + system, every thread of the process: the render, the in-process catalogue answers it loads, the
 * garbage collector); nothing else runs in the process meanwhile.
 *
 *   npm run bench:render                                   # 2,000 products, 200 requests a kind
 *   PRODUCTS=100000 REQUESTS=300 npm run bench:render      # the catalogue
 *   KINDS=list npm run bench:render                        # one kind (product, list, home, search, ar-list, help)
 *   CRAWL=10000 PRODUCTS=100000 npm run bench:render       # also: the rendered-page cache's hit rate under a crawl
 *   PROFILE=/tmp/p.cpuprofile KINDS=product node --import tsx bench/render-cpu.ts   # where the CPU goes, by
 *                                                          # module (bench/profile-modules.ts); no floors then
 *
 * Each page's floor is React's own cost for the same bytes (bench/render-floor.ts), timed after each render;
 * a render is reported as a multiple of it (issue 54).
 *
 * A crawl asks for product pages the way a crawler would (no cookies, one Accept-Language): a first pass over
 * CRAWL_REAL (300) distinct product URLs, then a second pass over the same URLs in another order, counting a
 * request answered in under HIT_MS of CPU as a cache hit (a hit costs ~0.1 ms, a render > 5 ms). Then the
 * server's own HtmlCache, with its budget and pages of the size just rendered, is fed CRAWL URLs: a crawl
 * once, the crawl twice, and CRAWL requests drawn by Zipf popularity.
 *
 * Needs `npx tsx scripts/web-build.ts` first (the page template and chunk manifest in dist/). The script
 * runs bundled as the production server is (scripts/bench-build.ts, on plain Node): run under tsx, the
 * shop's own code cost more (a list page ~15 %), a cost production does not pay.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'production';

const PRODUCTS = Number(process.env.PRODUCTS ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 30);
const CRAWL = Number(process.env.CRAWL ?? 0);
const HIT_MS = Number(process.env.HIT_MS ?? 2);
const KINDS = (process.env.KINDS ?? 'product,list,home,search,ar-list').split(',');
const DATA_DIR = process.env.DATA_DIR ?? `/tmp/render-cpu-${PRODUCTS}`;
const ROOT = path.resolve(__dirname, '..');
/** A .cpuprofile of the timed renders (not the warm-up) is written there; `bench/profile-modules.ts` reads it. */
const PROFILE = process.env.PROFILE;

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const random = (below: number) => 1 + Math.floor(Math.random() * below);

/** V8's sampling profiler in this process, from now until `stopInto` writes what it saw. */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stopInto(file: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`profile of the timed renders: ${file}`);
    },
  };
}

async function main(): Promise<void> {
  const webRoot = process.env.WEB_ROOT ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(webRoot, 'index.html')))
    throw new Error(`${webRoot} has no build: run \`npx tsx scripts/web-build.ts\``);
  mkdirSync(DATA_DIR, { recursive: true });
  const { openDatabase } = await import('../src/server/db/open-database');
  const { seedDemoCatalogue } = await import('../src/server/modules/catalogue/seed');
  const { catalogueRepository } = await import('../src/server/modules/catalogue/repository');
  const { generateCatalogue } = await import('../src/server/modules/catalogue/synthetic-catalogue');
  const { loadConfig } = await import('../src/server/config');
  const { createContext } = await import('../src/server/context');
  const { buildApp } = await import('../src/server/app');
  // After NODE_ENV is set, as the shop's own modules: React's production server build, the one the shop renders with.
  const { renderToString } = await import('react-dom/server');
  const { plainElements, rootHtml } = await import('./render-floor');

  const preparing = Date.now();
  const db = await openDatabase({ dataDir: DATA_DIR, databaseUrl: undefined });
  await seedDemoCatalogue(db);
  const existing = await catalogueRepository(db).count();
  if (existing < PRODUCTS) await generateCatalogue(db, PRODUCTS - existing);
  const productCount = await catalogueRepository(db).count();
  console.log(`catalogue: ${productCount} products in ${DATA_DIR} (${((Date.now() - preparing) / 1000).toFixed(1)} s)`);

  const config = loadConfig({
    ...process.env,
    DATA_DIR,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
  });
  const ctx = await createContext({ config, db });
  const app = await buildApp(ctx, false);
  await app.ready();

  let counter = 0;
  const headers = { 'accept-language': 'en-US,en;q=0.9', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };
  const lists = Math.max(1, Math.floor(productCount / 24));
  const words = ['shirt', 'blue', 'cotton', 'bag', 'ring', 'jacket', 'phone', 'drive'];
  const urls: Record<string, () => string> = {
    product: () => `/product/${random(productCount)}`,
    list: () => `/products?page=${random(Math.min(lists, 400))}`,
    home: () => '/',
    search: () => `/products?q=${words[random(words.length) - 1]}`,
    'ar-list': () => `/ar/products?page=${random(Math.min(lists, 400))}`,
    // The shell (header, navigation, footer) around a page of text: what every page pays before its own part.
    help: () => '/help',
  };
  const unknown = KINDS.filter((kind) => !urls[kind]);
  if (unknown.length) throw new Error(`unknown KINDS: ${unknown.join(', ')}`);

  async function fresh(url: string): Promise<{ ms: number; status: number; bytes: number; body: string }> {
    const busted = `${url}${url.includes('?') ? '&' : '?'}_r=${++counter}`;
    const start = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url: busted, headers });
    return { ms: cpuMs(start), status: response.statusCode, bytes: response.rawPayload.length, body: response.body };
  }

  /** The floor of the page just rendered: React's renderToString of its #root as plain elements (render-floor.ts). */
  function floorOf(body: string): { ms: number; elements: number } {
    const { tree, elements } = plainElements(rootHtml(body));
    const start = process.cpuUsage();
    renderToString(tree);
    return { ms: cpuMs(start), elements };
  }

  // Warm-up: the JIT, the route chunks, and (on a large catalogue) the in-memory copy's build.
  const warmUntil = Date.now() + 1000 + productCount / 10;
  do for (const kind of KINDS) for (let i = 0; i < WARMUP / 3; i++) await fresh(urls[kind]!());
  while (Date.now() < warmUntil);
  for (const kind of KINDS) for (let i = 0; i < WARMUP; i++) await fresh(urls[kind]!());

  const samples = new Map<string, number[]>(KINDS.map((kind) => [kind, []]));
  const floors = new Map<string, number[]>(KINDS.map((kind) => [kind, []]));
  const elementCounts = new Map<string, number>();
  const sizes = new Map<string, number>();
  // The floor's own warm-up: React's renderer and the parser met these pages' shapes before they are timed.
  for (const kind of KINDS) for (let i = 0; i < WARMUP; i++) floorOf((await fresh(urls[kind]!())).body);
  const loadBefore = load();
  const profiler = PROFILE ? await startProfile() : undefined;
  // Interleaved: a drift in the machine's load falls on every kind alike.
  for (let i = 0; i < REQUESTS; i++) {
    for (const kind of KINDS) {
      const { ms, status, bytes, body } = await fresh(urls[kind]!());
      if (status !== 200 && !(kind === 'search' && status === 404)) throw new Error(`${kind}: status ${status}`);
      samples.get(kind)!.push(ms);
      sizes.set(kind, bytes);
      if (profiler) continue; // The profile is of the shop's renders alone.
      const floor = floorOf(body);
      floors.get(kind)!.push(floor.ms);
      elementCounts.set(kind, floor.elements);
    }
  }
  if (profiler) await profiler.stopInto(PROFILE!);
  console.log(`\nfresh renders, one at a time, CPU ms a request (${REQUESTS} a kind; load ${loadBefore} → ${load()})`);
  console.log('| page | median | p95 | p99 | mean | HTML KiB | floor median | elements | × floor |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const median = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  for (const [kind, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const kib = (sizes.get(kind) ?? 0) / 1024;
    const floor = profiler ? undefined : median(floors.get(kind)!);
    const floorColumns = floor
      ? `${floor.toFixed(2)} | ${elementCounts.get(kind)} | ${(quantile(sorted, 0.5) / floor).toFixed(1)}`
      : '— | — | —';
    console.log(
      `| ${kind} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${mean.toFixed(1)} | ${kib.toFixed(0)} | ${floorColumns} |`,
    );
  }
  console.log(
    "\nfloor: React's renderToString of the same response's #root parsed into plain elements (bench/render-floor.ts), timed after each render; × floor is the medians' ratio.",
  );

  if (CRAWL > 0) {
    const { CachedPage, HtmlCache } = await import('../src/server/render/html-cache');
    const { HTML_CACHE_BYTES } = await import('../src/server/render/page-server');
    // A real crawl, in this process: CRAWL_REAL distinct product URLs, then the same ones again in another order.
    const real = Math.min(CRAWL, productCount, Number(process.env.CRAWL_REAL ?? 300));
    const ids = Array.from({ length: real }, (_, i) => 1 + Math.floor((i * productCount) / real));
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    const loadCrawl = load();
    let pageChars = 0;
    let pageHtml = '';
    const pass = async (list: number[]) => {
      let hits = 0;
      let cpu = 0;
      for (const id of list) {
        const start = process.cpuUsage();
        const response = await app.inject({ method: 'GET', url: `/product/${id}`, headers });
        const ms = cpuMs(start);
        if (response.statusCode !== 200) throw new Error(`crawl: status ${response.statusCode}`);
        if (response.body.length > pageChars) [pageChars, pageHtml] = [response.body.length, response.body];
        cpu += ms;
        if (ms < HIT_MS) hits++;
      }
      return { hits, cpu };
    };
    const first = await pass(ids);
    const second = await pass(shuffled);
    const share = (hits: number, of: number) => `${((100 * hits) / of).toFixed(1)} %`;
    console.log(
      `\ncrawl of ${real} product URLs, rendered (load ${loadCrawl} → ${load()}); hit = under ${HIT_MS} ms of CPU`,
    );
    console.log(`first pass:  ${share(first.hits, real)} hits, ${(first.cpu / 1000).toFixed(1)} s CPU`);
    console.log(`second pass: ${share(second.hits, real)} hits, ${(second.cpu / 1000).toFixed(1)} s CPU`);

    // The same cache class and budget as the server's, fed the largest page just rendered for CRAWL URLs
    // (rendering 10,000 pages on a shared machine takes longer than the answer needs).
    const sample = await CachedPage.of(200, pageHtml);
    const simulate = (requests: number[]) => {
      const cache = new HtmlCache(HTML_CACHE_BYTES);
      const generation = {};
      let hits = 0;
      for (const id of requests) {
        const key = `/product/${id}`;
        if (cache.get(generation, key)) hits++;
        else cache.set(generation, key, sample);
      }
      return hits;
    };
    const crawl = Array.from({ length: CRAWL }, (_, i) => 1 + Math.floor((i * productCount) / CRAWL));
    const twice = [...crawl, ...[...crawl].sort(() => Math.random() - 0.5)];
    // Popular products asked for more often (Zipf, s = 1, over the whole catalogue), CRAWL requests.
    const weights = Array.from({ length: productCount }, (_, i) => 1 / (i + 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const cumulative: number[] = [];
    weights.reduce((sum, weight, i) => (cumulative[i] = sum + weight / total), 0);
    const zipf = Array.from({ length: CRAWL }, () => {
      const draw = Math.random();
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] ?? 1) < draw) low = middle + 1;
        else high = middle;
      }
      return low + 1;
    });
    const fits = Math.floor(HTML_CACHE_BYTES / sample.cacheBytes);
    console.log(
      `\nrendered-page cache (${HTML_CACHE_BYTES / 1024 / 1024} MiB compressed, a product page ${(pageChars / 1024).toFixed(0)} K characters: ~${fits} pages) under ${CRAWL} product URLs:`,
    );
    console.log(`a crawl, each URL once:           ${share(simulate(crawl), CRAWL)} hits`);
    console.log(`the same crawl twice:             ${share(simulate(twice), 2 * CRAWL)} hits`);
    console.log(`${CRAWL} requests, Zipf popularity: ${share(simulate(zipf), CRAWL)} hits`);
  }
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
