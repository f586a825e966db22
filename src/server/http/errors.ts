import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import type { ErrorBody, ShortLine } from '../../universal/contracts/error-body';
import { codeForStatus, ERROR_CODES, type ErrorCode } from '../../universal/contracts/error-codes';
import { isDatabaseUnavailable } from '../db/availability';
import { validationFailure } from './validation-failure';

export type { ErrorBody };

interface HttpErrorDetails {
  /** The machine-readable code; without one, the generic code of the status (e.g. 404 NOT_FOUND). */
  code?: ErrorCode;
  errors?: Record<string, string>;
  /** The catalog ids of the message and of the errors that are a shared form rule's (ErrorBody). */
  ids?: MessageIds;
  headers?: Record<string, string>;
  /** OUT_OF_STOCK: the lines short of stock. */
  lines?: ShortLine[];
  /** QUANTITY_LIMIT, TOO_MANY_UNPAID_ORDERS: the number the rule allows, for the client's own words. */
  limit?: number;
}

export interface MessageIds {
  message?: string;
  errors?: Record<string, string>;
}

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly ids?: MessageIds;
  readonly headers?: Record<string, string>;
  readonly lines?: ShortLine[];
  readonly limit?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.code = details.code ?? codeForStatus(statusCode);
    this.errors = details.errors;
    this.ids = details.ids;
    this.headers = details.headers;
    this.lines = details.lines;
    this.limit = details.limit;
  }
}

/** A 400 with per-field messages is a validation failure; without them, say which code it is. */
export const badRequest = (message: string, errors?: Record<string, string>, code?: ErrorCode, ids?: MessageIds) =>
  new HttpError(400, message, { errors, ids, code: code ?? (errors ? ERROR_CODES.VALIDATION_FAILED : undefined) });
/** A refusal of one field: 400 with its message, said on the field as well. */
export const fieldRefused = (field: string, message: string) => badRequest(message, { [field]: message });

/** What a list filter's or a report's day that is not one is told (a pattern that fits, a calendar that has no such day). */
export const NOT_A_DAY = 'is not a date (YYYY-MM-DD)';
export const notADay = (field: string) => badRequest(`Invalid ${field}: ${NOT_A_DAY}`, { [field]: NOT_A_DAY });
/** A required text of a body, trimmed; a blank one is refused on its field with `message`. */
export function requiredText<K extends string>(body: Record<K, string>, field: K, message: string): string {
  const text = body[field].trim();
  if (!text) throw fieldRefused(field, message);
  return text;
}
export const unauthorized = (message = 'Please sign in to continue', code?: ErrorCode) =>
  new HttpError(401, message, { code });
export const forbidden = (message = "You don't have permission to do that.", code: ErrorCode = ERROR_CODES.FORBIDDEN) =>
  new HttpError(403, message, { code });
export const notFound = (message = 'Not found', code?: ErrorCode) => new HttpError(404, message, { code });
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, { code });
/** 409 OUT_OF_STOCK naming each line the shelf cannot fill. */
export const outOfStock = (message: string, lines: ShortLine[]) =>
  new HttpError(409, message, { code: ERROR_CODES.OUT_OF_STOCK, lines });

const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

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

/** The body's catalog ids, present only when there are some. */
function idsOf(ids: MessageIds | undefined): Pick<ErrorBody, 'messageId' | 'errorIds'> {
  return {
    ...(ids?.message && { messageId: ids.message }),
    ...(ids?.errors && Object.keys(ids.errors).length > 0 && { errorIds: ids.errors }),
  };
}

/** One error handler for the whole server: clear 4xx messages, and 5xx logged in full but answered generically. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = {
        code: error.code,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...idsOf(error.ids),
        ...(error.lines && { lines: error.lines }),
        ...(error.limit !== undefined && { limit: error.limit }),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof ValidationError) {
      const { errors, ids } = validationFailure(error);
      return reply.status(400).send({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: describe(errors),
        errors,
        ...idsOf({ errors: ids }),
      } satisfies ErrorBody);
    }
    if ('validation' in error && error.validation) {
      const errors = schemaFieldErrors(error.validation as AjvIssue[]);
      return reply
        .status(400)
        .send({ code: ERROR_CODES.VALIDATION_FAILED, message: describe(errors), errors } satisfies ErrorBody);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      return reply.status(status).send({ code: codeForStatus(status), message: error.message } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // The outage itself is logged once (main.ts); each refused request only at debug level.
      request.log.debug({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: ERROR_CODES.DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    const failure = status >= 500 && status < 600 ? status : 500;
    return reply
      .status(failure)
      .send({ code: ERROR_CODES.INTERNAL_ERROR, message: GENERIC_FAILURE } satisfies ErrorBody);
  });
}
