import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createContext } from './context';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { makePrivateDir } from './db/private-dir';
import { loggerOptions, readyLine } from './logging';
import { openDatabase } from './db/open-database';
import { type MailDeliveryWorker, startMailDelivery } from './mail/delivery-worker';
import { createMailTransport, outboxDirectory } from './mail/transport';
import { renormalizeStoredEmails } from './modules/auth';
import { refoldSearchTexts } from './modules/catalogue';
import { seedDemoCatalogue } from './modules/catalogue/seed';
import { applyHeapPolicy } from './heap-policy';
import type { JobQueue } from './jobs/job-queue';
import { startShopJobs } from './shop-jobs';
import { shopEvents } from './shop-events';
import { logDeliveryFailures } from './events/dispatcher';
import { startOperatorChannel } from './operator/channel-server';
import { liveProviders } from './modules/payments';

/** Starts the shop: configuration, database, demo catalogue, HTTP; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  applyHeapPolicy();
  const config = loadConfig();
  // Before anything is written in it (on PostgreSQL too: the outbox and pictures live there).
  makePrivateDir(config.dataDir);
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const db = await openDatabase(config).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const seeded = await seedDemoCatalogue(db);
  // Once after migration 027: products stored before it get their search columns from the search fold.
  const refolded = await refoldSearchTexts(db);
  // The rendered pictures' folder and the uploaded pictures' are served from the start, so they are there
  // before the app is built.
  await mkdir(config.pictureCacheDir, { recursive: true });
  await mkdir(config.pictureUploadDir, { recursive: true });
  const ctx = await createContext({ config, db });
  const app = await buildApp(ctx, loggerOptions(config.logLevel, Boolean(process.stdout.isTTY)));
  db.availability.on('down', (error) =>
    app.log.error({ err: error }, 'database unreachable: answering 503 until it is back'),
  );
  db.availability.on('up', () => app.log.info('database reachable again: serving'));
  // Once per database: addresses stored under the older email rule, so their owners still sign in.
  await renormalizeStoredEmails(db, app.log);
  // On the embedded database, `npm run orders|reviews|catalogue|rates` send their commands here.
  const operatorChannel = await startOperatorChannel({
    db,
    config,
    now: ctx.now,
    log: app.log.child({ module: 'operator' }),
  });

  let mailWorker: MailDeliveryWorker | undefined;
  let jobs: JobQueue | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    forced.unref();
    try {
      await app.close();
      await operatorChannel?.close();
      // In-flight requests may have queued mail and events; the worker stops after its current send (an
      // event not dispatched yet waits in domain_events for the next start or another instance).
      await mailWorker?.stop();
      // A job cut short by the cut-off above is retried on another instance (or at the next start).
      await jobs?.stop();
      await ctx.rateLimiter.close();
      await db.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // The periodic jobs (purges, demo mode) start here, not in a route: once per period across the instances.
  // Before the server listens: once it answers, a database that goes away for a moment gets 503s and a
  // reconnect, where a job queue caught half started would have stopped the server.
  jobs = await startShopJobs(ctx, app.log.child({ module: 'jobs' }));
  // Fastify's own "listening" line, reworded, is the first line an operator reads: where the shop is.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: readyLine });
  // Which payment providers take money: their names only, never a key.
  app.log.info({ providers: liveProviders(config.payments) }, 'payment providers live');
  if (seeded > 0) app.log.info({ products: seeded }, 'seeded the demo catalogue');
  if (refolded > 0)
    app.log.info({ products: refolded }, 'wrote the search texts of products stored before migration 027');
  const transport = createMailTransport(config);
  // The domain events' dispatch runs first in each of the mail worker's passes: the mails their
  // subscribers queue go out in the same pass (docs/decisions/0106).
  const events = shopEvents(ctx);
  const eventLog = app.log.child({ module: 'events' });
  mailWorker = startMailDelivery({
    db,
    transport,
    now: ctx.now,
    log: app.log.child({ module: 'mail' }),
    beforePass: async () => logDeliveryFailures(eventLog, (await events.runOnce()).failures),
  });
  app.log.info(
    {
      database: db.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgresql',
      url: config.publicUrl,
      mail: transport.kind === 'smtp' ? 'smtp' : `files in ${outboxDirectory(config)}`,
      rateLimits: config.redisUrl ? 'redis' : 'memory',
      // Set by `npm start`; a start that skips it keeps glibc's many arenas and more memory (heap-policy.ts).
      mallocArenas: process.env.MALLOC_ARENA_MAX ?? 'unset (glibc keeps up to 8 per core)',
      // Also given by `npm start`, on node's command line (SERVER_NODE_FLAGS in heap-policy.ts).
      youngGeneration:
        process.execArgv.find((flag) => flag.startsWith('--max-semi-space-size')) ?? "V8's default (16 MB semi-spaces)",
    },
    'storefront configuration',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
