import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, notFound } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import { currentUser } from '../auth';
import { addressBook } from './repository';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  MAX_SAVED_ADDRESSES,
  setDefaultAddress,
  updateAddress,
} from '../../../universal/contracts/addresses';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { savedAddressRequestSchema } from '../../../universal/validation/address-book-schema';

export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_BOOK_FULL = `Your address book can hold at most ${MAX_SAVED_ADDRESSES} addresses`;

const missing = () => notFound(ADDRESS_NOT_FOUND, ERROR_CODES.ADDRESS_NOT_FOUND);

/**
 * The signed-in shopper's address book (/api/user/addresses); the account comes from the session, never
 * from the request, and an address of another account is answered as one that does not exist. Each change
 * answers the whole book.
 */
const addressRoutes: ModulePlugin = async (app, { ctx }) => {
  const preHandler = app.authenticate;
  const answer = async (userId: string) => ({ addresses: await addressBook(ctx.db).list(userId) });
  /** Makes `change` to one address of the caller's book in a transaction and answers the book; none found is a 404. */
  const changeOne = async (
    request: FastifyRequest,
    change: (book: ReturnType<typeof addressBook>, userId: string) => Promise<boolean>,
  ) => {
    const { id: userId } = currentUser(request);
    if (!(await ctx.db.transaction((tx) => change(addressBook(tx), userId)))) throw missing();
    return answer(userId);
  };

  app.route({
    ...fromContract(app, listAddresses),
    preHandler,
    handler: (request) => answer(currentUser(request).id),
  });

  app.route({
    ...fromContract(app, createAddress),
    preHandler,
    handler: async (request, reply) => {
      const { id: userId } = currentUser(request);
      const { makeDefault, ...address } = await parseBody(savedAddressRequestSchema, request.body);
      const saved = await ctx.db.transaction((tx) =>
        addressBook(tx).create(userId, address, { makeDefault, now: ctx.now() }),
      );
      if (saved === undefined) throw badRequest(ADDRESS_BOOK_FULL, undefined, ERROR_CODES.ADDRESS_BOOK_FULL);
      return reply.status(201).send(await answer(userId));
    },
  });

  app.route({
    ...fromContract(app, updateAddress),
    preHandler,
    handler: async (request) => {
      const { makeDefault, ...address } = await parseBody(savedAddressRequestSchema, request.body);
      return changeOne(request, (book, userId) => book.update(userId, request.params.id, address, { makeDefault }));
    },
  });

  app.route({
    ...fromContract(app, deleteAddress),
    preHandler,
    handler: (request) => changeOne(request, (book, userId) => book.remove(userId, request.params.id)),
  });

  app.route({
    ...fromContract(app, setDefaultAddress),
    preHandler,
    handler: (request) => changeOne(request, (book, userId) => book.setDefault(userId, request.params.id)),
  });
};

export default addressRoutes;
