import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import type { Queryable } from '../../db/database';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import {
  staffMe,
  staffPasswordLink,
  staffSecondStep,
  staffSetPassword,
  staffSignIn,
  staffSignOut,
  staffTotpConfirm,
  staffTotpStart,
  type TotpSwapProof,
} from '../../../universal/contracts/admin/staff-auth';
import { endStaffSessions, inviteStaff, listStaff, listStaffSessions } from '../../../universal/contracts/admin/staff';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { roleNeedsTwoStep } from '../../../universal/staff-roles';
import { recordAudit } from '../audit';
import { hashPassword, limitAttempts, verifyAgainstDummy, verifyPassword } from '../auth';
import { STAFF_LIMITS } from './limits';
import { staffPasswordLinks } from './password-links';
import { currentStaff, staffActor } from './staff-guard';
import { addStaffMember } from './staff-members';
import { type StaffAccount, memberOf, staffRepository } from './staff-repository';
import { inviteSchema, staffPasswordSchema, staffSignInSchema } from './staff-schemas';
import { staffSessions } from './staff-sessions';
import { codeStep, issueChallenge, newEnrolment, readChallenge } from './two-step';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_CODE = 'That code is not right. Enter the code your app shows now.';
const CHALLENGE_EXPIRED = 'Your sign-in took too long. Please sign in again.';
export const SWAP_NEEDS_PROOF =
  'Two-step sign-in is on: enter the code your current app shows, or your password, to move it to another app.';
const INVALID_LINK = 'This link is invalid or has expired. Ask an owner for a new one.';

/** The console's sign-in, its set-password links, a member's own account, and the owners' staff screens. */
const staffRoutes: ModulePlugin = async (app, { ctx }) => {
  const members = staffRepository(ctx.db);
  const links = staffPasswordLinks(ctx.db);
  const live = staffSessions(ctx.db);
  /** Records in `tx` a step a member took on their own account before holding a session: they are its actor. */
  const recordOwnStep = (tx: Queryable, member: StaffAccount, request: FastifyRequest, action: string, now: Date) =>
    recordAudit(
      tx,
      { id: member.id, email: member.email, ip: request.ip },
      { action, objectType: 'staff', objectId: member.id },
      now,
    );

  /** A session for a member who has passed every step, recorded in the trail. */
  async function openSession(member: StaffAccount, request: FastifyRequest) {
    const now = ctx.now();
    const token = await ctx.db.transaction(async (tx) => {
      const started = await staffSessions(tx).start(
        ctx.tokenKeys.signing,
        member.id,
        { userAgent: request.headers['user-agent'], ip: request.ip },
        now,
      );
      await recordOwnStep(tx, member, request, 'staff.sign-in', now);
      return started;
    });
    return { token, staff: memberOf((await members.byId(member.id)) ?? member) };
  }

  /**
   * The member's proof for moving two-step sign-in to another app: a code of the current app (spent, so
   * it cannot be replayed) or the password; attempts are limited as the sign-in's second step is.
   */
  async function proveSwap(request: FastifyRequest, member: StaffAccount, proof: TotpSwapProof): Promise<void> {
    await limitAttempts(ctx, request, [
      [STAFF_LIMITS.secondStepPerIp, request.ip],
      [STAFF_LIMITS.secondStepPerMember, member.id],
    ]);
    const step =
      member.totpSecret && proof.currentCode ? codeStep(member.totpSecret, proof.currentCode, ctx.now()) : undefined;
    const proven =
      step !== undefined
        ? await members.spendStep(member.id, step)
        : proof.password !== undefined && member.passwordHash !== null
          ? await verifyPassword(member.passwordHash, proof.password)
          : false;
    if (!proven) throw badRequest(SWAP_NEEDS_PROOF, { currentCode: SWAP_NEEDS_PROOF }, ERROR_CODES.INVALID_CREDENTIALS);
  }

  app.route({
    ...fromContract(app, staffSignIn),
    handler: async (request) => {
      const values = await parseBody(staffSignInSchema, request.body);
      await limitAttempts(ctx, request, [
        [STAFF_LIMITS.signInPerIp, request.ip],
        [STAFF_LIMITS.signInPerIpAndEmail, `${request.ip}|${values.email.toLowerCase()}`],
      ]);
      const member = await members.byEmail(values.email);
      const usable = member && !member.disabled && member.passwordHash ? member : undefined;
      const valid = usable?.passwordHash
        ? await verifyPassword(usable.passwordHash, values.password)
        : await verifyAgainstDummy(values.password);
      if (!usable || !valid) throw unauthorized(INVALID_CREDENTIALS, ERROR_CODES.INVALID_CREDENTIALS);
      const now = ctx.now();
      if (usable.twoStep)
        return {
          step: 'code' as const,
          challenge: await issueChallenge(ctx.tokenKeys.signing, usable.id, 'code', now),
        };
      if (roleNeedsTwoStep(usable.role)) {
        const enrolment = await newEnrolment(usable.email);
        await members.setPendingSecret(usable.id, enrolment.secret);
        return {
          step: 'enrol' as const,
          challenge: await issueChallenge(ctx.tokenKeys.signing, usable.id, 'enrol', now),
          enrolment,
        };
      }
      return { step: 'done' as const, session: await openSession(usable, request) };
    },
  });

  app.route({
    ...fromContract(app, staffSecondStep),
    handler: async (request) => {
      const now = ctx.now();
      const challenge = await readChallenge(ctx.tokenKeys.accepted, request.body.challenge, now);
      if (!challenge) throw unauthorized(CHALLENGE_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
      await limitAttempts(ctx, request, [
        [STAFF_LIMITS.secondStepPerIp, request.ip],
        [STAFF_LIMITS.secondStepPerMember, challenge.staffId],
      ]);
      const member = await members.byId(challenge.staffId);
      if (!member || member.disabled) throw unauthorized(CHALLENGE_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
      const secret = challenge.kind === 'enrol' ? member.totpPending : member.totpSecret;
      const step = secret ? codeStep(secret, request.body.code, now) : undefined;
      if (step === undefined) throw unauthorized(INVALID_CODE, ERROR_CODES.INVALID_CREDENTIALS);
      if (challenge.kind === 'enrol') {
        await ctx.db.transaction(async (tx) => {
          await staffRepository(tx).confirmSecret(member.id, step);
          await recordOwnStep(tx, member, request, 'staff.two-step-on', now);
        });
      } else if (!(await members.spendStep(member.id, step))) {
        throw unauthorized(INVALID_CODE, ERROR_CODES.INVALID_CREDENTIALS);
      }
      return openSession(member, request);
    },
  });

  app.route({
    ...fromContract(app, staffPasswordLink),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[STAFF_LIMITS.passwordLinkPerIp, request.ip]]);
      const holder = await links.holder(request.params.token, ctx.now());
      const member = holder ? await members.byId(holder) : undefined;
      if (!member || member.disabled) throw badRequest(INVALID_LINK, undefined, ERROR_CODES.INVALID_RESET_LINK);
      return { email: member.email };
    },
  });

  app.route({
    ...fromContract(app, staffSetPassword),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[STAFF_LIMITS.passwordLinkPerIp, request.ip]]);
      const { password } = await parseBody(staffPasswordSchema, request.body);
      const hash = await hashPassword(password);
      const now = ctx.now();
      const done = await ctx.db.transaction(async (tx) => {
        const holder = await staffPasswordLinks(tx).spend(request.params.token, now);
        const member = holder ? await staffRepository(tx).byId(holder) : undefined;
        if (!member || member.disabled) return false;
        await staffRepository(tx).setPassword(member.id, hash);
        // A password set from a link signs out every session the member had.
        await staffSessions(tx).endAll(member.id, now);
        await recordOwnStep(tx, member, request, 'staff.set-password', now);
        return true;
      });
      if (!done) throw badRequest(INVALID_LINK, undefined, ERROR_CODES.INVALID_RESET_LINK);
      return { success: true, message: 'Your password is set. You can sign in now.' };
    },
  });

  app.route({
    ...fromContract(app, staffMe),
    handler: async (request) => {
      const { sessionId: _session, ...member } = currentStaff(request);
      return member;
    },
  });

  app.route({
    ...fromContract(app, staffSignOut),
    handler: async (request) => {
      const staff = currentStaff(request);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await staffSessions(tx).end(staff.sessionId);
        await recordAudit(
          tx,
          staffActor(request),
          { action: 'staff.sign-out', objectType: 'staff', objectId: staff.id },
          now,
        );
      });
      return { success: true };
    },
  });

  app.route({
    ...fromContract(app, staffTotpStart),
    // Turning two-step on needs no proof, and a client may send no body at all: read that as an empty one.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const staff = currentStaff(request);
      const member = await members.byId(staff.id);
      if (!member) throw unauthorized();
      // Moving two-step sign-in to another app takes the member's own proof, not just their session.
      if (member.totpSecret) await proveSwap(request, member, request.body);
      const enrolment = await newEnrolment(staff.email);
      await members.setPendingSecret(staff.id, enrolment.secret);
      return enrolment;
    },
  });

  app.route({
    ...fromContract(app, staffTotpConfirm),
    handler: async (request) => {
      const staff = currentStaff(request);
      const member = await members.byId(staff.id);
      const now = ctx.now();
      const step = member?.totpPending ? codeStep(member.totpPending, request.body.code, now) : undefined;
      if (!member || step === undefined)
        throw badRequest(INVALID_CODE, { code: INVALID_CODE }, ERROR_CODES.VALIDATION_FAILED);
      // A swap of app: whoever else holds a session of this member (a phone lost with its app) is signed out.
      const swapping = member.totpSecret !== null;
      await ctx.db.transaction(async (tx) => {
        await staffRepository(tx).confirmSecret(member.id, step);
        if (swapping) await staffSessions(tx).endOthers(member.id, staff.sessionId);
        await recordAudit(
          tx,
          staffActor(request),
          {
            action: swapping ? 'staff.two-step-changed' : 'staff.two-step-on',
            objectType: 'staff',
            objectId: member.id,
          },
          now,
        );
      });
      return memberOf((await members.byId(member.id)) ?? member);
    },
  });

  app.route({
    ...fromContract(app, listStaff),
    handler: async () =>
      (await members.list(ctx.now())).map((member) => ({
        ...memberOf(member),
        invited: member.invited,
        disabled: member.disabled,
        sessions: member.sessions,
      })),
  });

  app.route({
    ...fromContract(app, inviteStaff),
    handler: async (request, reply) => {
      const { language, ...details } = await parseBody(inviteSchema, request.body);
      const result = await addStaffMember(ctx.db, staffActor(request), details, ctx.config, ctx.now(), language);
      if (!result.ok) throw conflict('A staff member with this email already exists', ERROR_CODES.EMAIL_TAKEN);
      return reply.status(201).send({ ...memberOf(result.member), invited: true, disabled: false, sessions: 0 });
    },
  });

  /** A member may see and end their own sessions; an owner anyone's. */
  function mayManageSessionsOf(request: FastifyRequest, staffId: string): void {
    const staff = currentStaff(request);
    if (staff.id !== staffId && staff.role !== 'owner') throw forbidden();
  }

  app.route({
    ...fromContract(app, listStaffSessions),
    handler: async (request) => {
      mayManageSessionsOf(request, request.params.id);
      if (!(await members.byId(request.params.id))) throw notFound('No such staff member');
      return live.list(request.params.id, currentStaff(request).sessionId, ctx.now());
    },
  });

  app.route({
    ...fromContract(app, endStaffSessions),
    handler: async (request) => {
      mayManageSessionsOf(request, request.params.id);
      if (!(await members.byId(request.params.id))) throw notFound('No such staff member');
      const now = ctx.now();
      const ended = await ctx.db.transaction(async (tx) => {
        const count = await staffSessions(tx).endAll(request.params.id, now);
        await recordAudit(
          tx,
          staffActor(request),
          { action: 'staff.end-sessions', objectType: 'staff', objectId: request.params.id, after: { ended: count } },
          now,
        );
        return count;
      });
      return { ended };
    },
  });
};

export default staffRoutes;
