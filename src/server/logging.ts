import type { FastifyServerOptions } from 'fastify';

/**
 * Where logs go: JSON lines (for collectors and `jq`) unless stdout is a terminal, where pino-pretty
 * prints the same records as readable lines. The choice is made once, at start-up.
 */
export function loggerOptions(level: string, terminal: boolean): NonNullable<FastifyServerOptions['logger']> {
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', colorize: true },
    },
  };
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '[::1]', '[::]']);

/**
 * The start-up line that says where the shop is, as a browser on this machine reaches it: a loopback
 * or wildcard bind address reads as localhost ("Storefront ready on http://localhost:3000").
 */
export function readyLine(address: string): string {
  const url = new URL(address);
  if (LOOPBACK_OR_ANY.has(url.hostname)) url.hostname = 'localhost';
  return `Storefront ready on ${url.origin}`;
}
