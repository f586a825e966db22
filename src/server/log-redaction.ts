import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';

/**
 * Secrets travel in URLs: a guest order's key (`?access=`), the tokens of mailed links (password reset,
 * staff set-password, email-change undo, email verification…). No log line may keep them, so every URL a
 * log line carries is redacted by rule rather than by a list of today's parameter names:
 * - every query value is replaced (a parameter's name stays when it is a plain word, for support);
 * - a path segment is replaced when it follows a segment that names a link-token route (reset, password,
 *   verify, undo, claim, token…), or when it has a random secret's shape (20+ URL-safe characters with a
 *   digit, a capital or an underscore, and not a record id's shape, a UUID or the orders' 24 hex digits:
 *   those stay readable for support).
 */
export const REDACTED = '[redacted]';

/** A segment naming a route whose next segment is a mailed link's token. */
const TOKEN_ROUTE_WORD =
  /token|password|reset|verif|undo|confirm|claim|invit|unsubscribe|magic|activat|email-change|access/i;
const SECRET_SHAPE = /^[\w~-]{20,}$/;
const HAS_RANDOM_CHARACTER = /[\dA-Z_]/;
const RECORD_ID = /^(?:[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}|[\da-f]{24})$/i;
const PARAMETER_NAME = /^[a-z][\w.-]{0,31}$/i;

function looksSecret(segment: string): boolean {
  return SECRET_SHAPE.test(segment) && HAS_RANDOM_CHARACTER.test(segment) && !RECORD_ID.test(segment);
}

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (segment === '') return segment;
      const previous = segments[index - 1] ?? '';
      return TOKEN_ROUTE_WORD.test(previous) || looksSecret(segment) ? REDACTED : segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const [name = '', ...value] = part.split('=');
      if (part === '') return part;
      return value.length > 0 && PARAMETER_NAME.test(name) && !looksSecret(name) ? `${name}=${REDACTED}` : REDACTED;
    })
    .join('&');
}

/** A URL or path as a log line may keep it. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question === -1) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, question))}?${redactQuery(withoutHash.slice(question + 1))}`;
}

/** Every path or URL inside a free text (Fastify's "Route GET:/… not found", an error's message). */
const PATH_IN_TEXT = /\/[^\s"'`<>()]*/g;
export function redactUrlsInText(text: string): string {
  return text.replace(PATH_IN_TEXT, (path) => redactUrl(path));
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/** The error serializer: its message (and the stack's copy of it) without the URLs' secrets. */
function redactError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message !== 'string') return serialized;
  const message = redactUrlsInText(serialized.message);
  const stack = typeof serialized.stack === 'string' ? serialized.stack.replace(serialized.message, message) : '';
  return { ...serialized, message, stack };
}

/** The request serializer: Fastify's own fields, with the URL redacted. */
function redactRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const redaction: Pick<LoggerOptions, 'serializers' | 'hooks'> = {
  serializers: { req: redactRequest, err: redactError },
  hooks: {
    // Messages are text too: Fastify writes the URL into some ("Route GET:/… not found").
    logMethod(args, method) {
      const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? redactUrlsInText(arg) : arg));
      method.apply(this, scrubbed as Parameters<typeof method>);
    },
  },
};

/**
 * The server's logger options with the redaction added: whatever logger the server is given (the
 * start-up one, a test's captured stream) redacts the same way. `false` (no logging) stays off.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, ...redaction.serializers },
    hooks: { ...options.hooks, ...redaction.hooks },
  };
}
