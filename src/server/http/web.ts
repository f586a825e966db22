import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/error-codes';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Paths the SPA never owns: unknown ones stay JSON 404s instead of getting index.html. */
const API_PREFIXES = ['/api/', '/catalog/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api' || pathname === '/catalog';
}

/**
 * Serves the production build: content-hashed assets cached for a year, index.html never cached,
 * and every client route answered with index.html so deep links and reloads work.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(webRoot, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          reply.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (relative === 'index.html') {
          reply.header('Cache-Control', 'no-cache');
        } else {
          reply.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  const sendApp = (reply: FastifyReply) => {
    if (!built)
      return reply
        .status(503)
        .send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, message: 'The web app is not built yet: run `npm run build`.' });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  };

  // The static plugin would treat "/" as a directory listing; it is the home page.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A path with a file extension is a missing file, not a client route.
    if (!wantsPage || path.extname(pathname) !== '') {
      return reply
        .status(404)
        .send({ code: ERROR_CODES.NOT_FOUND, message: `Route ${request.method} ${pathname} not found` });
    }
    return sendApp(reply);
  });
}
