import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors';
import { contractOf } from '../../../universal/contracts/endpoint';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { StaffRole } from '../../../universal/staff-roles';
import { bearerToken, type SessionContext, STAFF_AUDIENCE, verifyToken } from '../auth';
import { staffSessions } from './staff-sessions';

/** The signed-in staff member of a console request. */
export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoStep: boolean;
  sessionId: string;
}

/** Who did something, as the audit trail records it. */
export interface StaffActor {
  id: string;
  email: string;
  ip: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The onRequest guard of every route whose contract's access is 'staff' (added to each by the plugin,
     * never by hand): a live staff session (a token with the staff audience) whose role is one of the
     * contract's `roles`; 401 without one, 403 for another role.
     */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    staff: SignedInStaff | null;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const UUID = /^[0-9a-f-]{36}$/;

async function staffGuardPlugin(app: FastifyInstance, { ctx }: { ctx: SessionContext }): Promise<void> {
  const live = staffSessions(ctx.db);
  app.decorateRequest('staff', null);
  // Every route whose contract says `access: 'staff'` is guarded here, before its body is even parsed
  // (a refused caller learns nothing of the route's validation): the contract is the one place that
  // says who may call. A staff contract without roles is a wiring mistake, found at start-up.
  app.addHook('onRoute', (route) => {
    const contract = contractOf(route.schema);
    if (contract?.access !== 'staff') return;
    if (!contract.roles?.length) throw new Error(`${route.method} ${route.url}: a staff contract names no roles`);
    route.onRequest = [...[route.onRequest ?? []].flat(), app.authenticateStaff];
  });
  app.decorate('authenticateStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyToken(token, ctx.tokenKeys, ctx.now(), STAFF_AUDIENCE);
    const member =
      claims && UUID.test(claims.sub) && UUID.test(claims.sid)
        ? await live.check(claims.sid, claims.sub, ctx.now())
        : undefined;
    if (!claims || !member) throw unauthorized(SESSION_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
    request.staff = { ...member, sessionId: claims.sid };
    request.log = request.log.child({ staffId: member.id });
    reply.log = request.log;
    const roles = contractOf(request.routeOptions.schema)?.roles ?? [];
    if (!roles.includes(member.role)) throw forbidden();
  });
}

/** Registered once at the app's root, like the shoppers' guard. */
export const staffGuard = fastifyPlugin(staffGuardPlugin, { name: 'staff-guard', dependencies: [] });

/** The staff member of a route guarded by `authenticateStaff`. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** Who is acting, for the audit trail. */
export function staffActor(request: FastifyRequest): StaffActor {
  const staff = currentStaff(request);
  return { id: staff.id, email: staff.email, ip: request.ip };
}
