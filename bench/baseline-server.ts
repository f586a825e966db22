import Fastify from 'fastify';

/** The same-run yardstick: a bare Fastify hello-world on this machine, as its own process. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then(() => console.log('listening'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
