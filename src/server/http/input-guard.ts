import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Three kinds of input get through schema validation and then break deeper down, as 500s:
 * - numbers that are not finite: ajv coerces "Infinity" or "1e309" in a query string to Infinity
 *   and then skips minimum/maximum for non-finite values (JSON.parse also reads 1e309 as
 *   Infinity), so the value reached SQL;
 * - the NUL character: PostgreSQL text cannot hold U+0000, so any query given one fails;
 * - lone UTF-16 surrogates ("\udc00" in JSON): PostgreSQL's jsonb refuses them, so an order whose
 *   address held one failed to save.
 * None is ever meaningful input, so every route refuses them with a 400 naming the field.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return undefined;
}

function findProblem(root: unknown, rootName: string): { field: string; problem: string } | undefined {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string][] = [[root, rootName]];
  while (pending.length > 0) {
    const [value, field] = pending.pop() as [unknown, string];
    // An uploaded file's bytes (a picture) are not text.
    if (Buffer.isBuffer(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) return { field, problem: 'must be a finite number' };
    const problem = typeof value === 'string' ? textProblem(value) : undefined;
    if (problem) return { field, problem };
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const keyProblem = textProblem(key);
        if (keyProblem) return { field, problem: keyProblem };
        pending.push([child, field ? `${field}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** How deep `isClean` looks before leaving a value to findProblem's own walk (no stack to exhaust there). */
const CLEAN_DEPTH = 8;

/**
 * Whether a value is surely free of the three kinds, without building findProblem's paths: nearly every
 * request's params and query are a few short strings, and this check runs on every one of them.
 */
function isClean(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return textProblem(value) === undefined;
  if (typeof value === 'number') return Number.isFinite(value);
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return true;
  if (depth === CLEAN_DEPTH) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (textProblem(key) !== undefined || !isClean((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** Runs after schema validation (so coerced values are seen) and before any handler or guard. */
export function installInputGuard(app: FastifyInstance): void {
  // A plain hook, not an async one: it runs on every request, the catalogue's reads included.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = isClean(value) ? undefined : findProblem(value, '');
      if (found) {
        const field = found.field || 'request';
        return done(badRequest(`Invalid ${field}: ${found.problem}`, { [field]: found.problem }));
      }
    }
    done();
  });
}
