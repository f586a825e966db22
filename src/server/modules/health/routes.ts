import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { health } from '../../../universal/contracts/health';

const HEALTH_TIMEOUT_MS = 2000;

const healthRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, health),
    handler: async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([ctx.db.query('SELECT 1'), timeout]);
        return { status: 'ok' as const };
      } catch (error) {
        // An outage is logged once when it starts (main.ts), not at every probe.
        if (!ctx.db.availability.down) reply.log.warn({ err: error }, 'health check failed');
        return reply
          .status(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  });
};

export default healthRoutes;
