import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { toFieldErrors } from '../../shared/validation/field-errors';

/** The body of every error answer: a message a person can read, and per-field messages for forms. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

interface AjvIssue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns Fastify's schema-validation issues into field messages, e.g. {"limit": "must be >= 1"}. */
function schemaFieldErrors(issues: AjvIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params?.missingProperty;
    const field =
      [issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), typeof missing === 'string' ? missing : '']
        .filter(Boolean)
        .join('.') || 'request';
    errors[field] ??= typeof missing === 'string' ? 'is required' : (issue.message ?? 'is invalid');
  }
  return errors;
}

function describe(errors: Record<string, string>): string {
  const [first] = Object.entries(errors);
  return first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request';
}

/** One error handler for the whole server: clear 4xx messages, and 5xx logged in full but answered generically. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, ...(error.errors && { errors: error.errors }) };
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof ValidationError) {
      const errors = toFieldErrors(error);
      return reply.status(400).send({ message: describe(errors), errors } satisfies ErrorBody);
    }
    if ('validation' in error && error.validation) {
      const errors = schemaFieldErrors(error.validation as AjvIssue[]);
      return reply.status(400).send({ message: describe(errors), errors } satisfies ErrorBody);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      return reply.status(status).send({ message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: GENERIC_FAILURE });
  });
}
