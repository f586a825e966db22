import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * The same-run yardsticks, as their own process: a bare Fastify hello-world on this machine, and the
 * same Fastify sending a fixed body of a given size (/bytes/:size), so an answer as large as a cached
 * page can be priced apart from the work the shop does to choose it. The body is random bytes, as
 * incompressible as a compressed page: the load generator (autocannon 9) decodes every body it reads
 * as UTF-8 text, which costs it about ten times more for such bytes than for ASCII.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const bodies = new Map<number, Buffer>();
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 4 * 1024 * 1024);
  let body = bodies.get(size);
  if (!body) {
    body = randomBytes(size);
    bodies.set(size, body);
  }
  return reply.header('content-type', 'text/html; charset=utf-8').send(body);
});

app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then(() => console.log('listening'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

// Stopped by the bench with SIGTERM: exit normally, so a profile asked for with --cpu-prof is written.
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
