import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { clearGuestCartCookie, guestCartCookie, guestCarts, setGuestCartCookie } from './guest-carts';

/**
 * Whose cart a request reads or changes (decision 0079): a signed-in shopper's (its id is theirs), or a
 * signed-out visitor's guest cart, named by its cookie. Routes that use this run `authenticateIfSent`
 * first, so a request with a token is either that shopper's or refused, never a guest's.
 */
export function cartOwners(ctx: Pick<AppContext, 'db' | 'now' | 'config'>) {
  const guests = guestCarts(ctx.db);
  const secure = ctx.config.publicUrl.startsWith('https:');
  return {
    /** The cart a read answers: the shopper's, the visitor's live guest cart, or none yet (undefined). */
    async reading(request: FastifyRequest): Promise<string | undefined> {
      return request.sessionUser ? request.sessionUser.id : this.guest(request);
    },

    /**
     * The cart a change goes to. A visitor's first change makes their guest cart and its cookie; every
     * change keeps both for another 30 days.
     */
    async writing(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      if (request.sessionUser) return request.sessionUser.id;
      const now = ctx.now();
      const known = guestCartCookie(request);
      const id = known !== undefined && (await guests.touchIfLive(known, now)) ? known : await guests.create(now);
      setGuestCartCookie(reply, id, secure);
      return id;
    },

    /** The visitor's guest cart for a merge or a guest checkout, if the cookie names a live one. */
    async guest(request: FastifyRequest): Promise<string | undefined> {
      const id = guestCartCookie(request);
      return id !== undefined && (await guests.live(id, ctx.now())) ? id : undefined;
    },

    forget(reply: FastifyReply): void {
      clearGuestCartCookie(reply, secure);
    },
  };
}

export type CartOwners = ReturnType<typeof cartOwners>;
