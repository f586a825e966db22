import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ORDER_ACCESS_HEADER } from '../../../universal/order-access';
import { ORDER_ID_PATTERN, orderNotFound } from './order-model';
import type { OrderViewer } from './repository';

/** 256 random bits, base64url: 43 characters, as unguessable as a session's key. */
const ACCESS_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * A guest order's access key (decision 0079): the secret of the link in the guest's mails, kept with the
 * order so that every later mail (shipped, delivered) can carry the link again. Whoever holds it may see,
 * cancel and return that one order, as its buyer could; it goes when the order joins an account.
 */
export function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Who a request about an order is: the signed-in shopper, else a guest presenting an access key in
 * X-Order-Access (only a key's shape gets as far as a query), else nobody (the order reads as missing).
 */
export function orderViewerOf(request: FastifyRequest): OrderViewer | undefined {
  if (request.sessionUser) return { userId: request.sessionUser.id };
  const key = request.headers[ORDER_ACCESS_HEADER];
  return typeof key === 'string' && ACCESS_FORMAT.test(key) ? { access: key } : undefined;
}

/**
 * Who asks about the order `id` of a shopper's route: orderViewerOf, when the id has an order id's shape.
 * Nobody, or an id no order can have, is answered as an order not found, without asking the database.
 */
export function orderViewerFor(request: FastifyRequest, id: string): OrderViewer | undefined {
  const viewer = orderViewerOf(request);
  return viewer && ORDER_ID_PATTERN.test(id) ? viewer : undefined;
}

/**
 * What `read` finds of the order `id` for whoever asks (orderViewerFor); nobody, an id no order can have,
 * or nothing found is 404 ORDER_NOT_FOUND.
 */
export async function readAsViewer<T>(
  request: FastifyRequest,
  id: string,
  read: (viewer: OrderViewer, id: string) => Promise<T | undefined>,
): Promise<T> {
  const viewer = orderViewerFor(request, id);
  const found = viewer && (await read(viewer, id));
  if (!found) throw orderNotFound();
  return found;
}
