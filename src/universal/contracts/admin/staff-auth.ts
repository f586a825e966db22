import { type Static, Type } from 'typebox';
import { endpointGroup } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { INVALID, THROTTLED } from '../failures';
import { SuccessSchema } from '../body-fields';
import { ROLES_FOR, STAFF_ROLES, type StaffRole } from '../../staff-roles';
import { STAFF_ENDPOINT } from './console';

/** Staff sign-in and their own account (issue 35): apart from shoppers' /api/auth in every respect. */

const Email = Type.String({ maxLength: 254 });
const StaffPassword = Type.String({ maxLength: 128 });
/** Six digits from an authenticator app. */
const Code = Type.String({ pattern: '^[0-9]{6}$' });

export const StaffMemberSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Type.Unsafe<StaffRole>(Type.String({ enum: [...STAFF_ROLES] })),
  twoStep: Type.Boolean({ description: 'Whether two-step sign-in (TOTP) is on' }),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

/** A session: the token (12 hours) and who it is for. */
export const StaffSessionSchema = Type.Object({ token: Type.String(), staff: StaffMemberSchema });
export type StaffSession = Static<typeof StaffSessionSchema>;

/** A new TOTP secret to scan: the otpauth:// URI, its QR code as an SVG data URL, and the secret typed by hand. */
export const TotpEnrolmentSchema = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an app that cannot scan' }),
  uri: Type.String(),
  qr: Type.String({ description: 'data:image/svg+xml;base64,…' }),
});
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/**
 * What a right password leads to: a session, or a second step. `challenge` is a five-minute token for
 * that step: `code` asks for the app's code; `enrol` (an owner without two-step sign-in) carries a new
 * secret to scan first.
 */
export const StaffSignInAnswerSchema = Type.Union([
  Type.Object({ step: Type.Literal('done'), session: StaffSessionSchema }),
  Type.Object({ step: Type.Literal('code'), challenge: Type.String() }),
  Type.Object({ step: Type.Literal('enrol'), challenge: Type.String(), enrolment: TotpEnrolmentSchema }),
]);
export type StaffSignInAnswer = Static<typeof StaffSignInAnswerSchema>;

/** Signing in, and the one-use links that set a password: before any staff session. */
const signingIn = endpointGroup({ tags: STAFF_ENDPOINT.tags, access: 'public' });

/** The signed-in member's own account: any role. */
const ownAccount = endpointGroup({
  ...STAFF_ENDPOINT,
  roles: ROLES_FOR.anyone,
  failures: { 401: [ERROR_CODES.SESSION_EXPIRED] },
});

/** A one-use set-password link's token (first owner, invitation or reset). */
const PasswordLinkParams = Type.Object({ token: Type.String({ maxLength: 128 }) });

export const staffSignIn = signingIn.post('/api/admin/auth/sign-in', {
  summary: 'Staff sign-in with email and password',
  body: Type.Object({ email: Email, password: StaffPassword }),
  response: StaffSignInAnswerSchema,
  failures: { ...INVALID, 401: [ERROR_CODES.INVALID_CREDENTIALS], ...THROTTLED },
});

export const staffSecondStep = signingIn.post('/api/admin/auth/second-step', {
  summary: "Staff sign-in's second step: the authenticator's code (confirming a new secret when enrolling)",
  body: Type.Object({ challenge: Type.String({ maxLength: 2048 }), code: Code }),
  response: StaffSessionSchema,
  failures: { ...INVALID, 401: [ERROR_CODES.INVALID_CREDENTIALS, ERROR_CODES.SESSION_EXPIRED], ...THROTTLED },
});

export const staffPasswordLink = signingIn.get('/api/admin/auth/password/:token', {
  summary: 'Whether a set-password link is still good, and for whom',
  params: PasswordLinkParams,
  response: Type.Object({ email: Type.String() }),
  failures: { 400: [ERROR_CODES.INVALID_RESET_LINK] },
});

export const staffSetPassword = signingIn.put('/api/admin/auth/password/:token', {
  summary: "Sets a staff member's password from a one-use link (first owner, invitation or reset)",
  params: PasswordLinkParams,
  body: Type.Object({ password: StaffPassword }),
  response: SuccessSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.INVALID_RESET_LINK] },
});

export const staffMe = ownAccount.get('/api/admin/me', {
  summary: 'The signed-in staff member',
  response: StaffMemberSchema,
});

export const staffSignOut = ownAccount.post('/api/admin/auth/sign-out', {
  summary: 'Ends this staff session',
  response: SuccessSchema,
});

export const StaffDeviceSchema = Type.Object({
  id: Type.String(),
  device: Type.String(),
  ip: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
export type StaffDevice = Static<typeof StaffDeviceSchema>;

/**
 * What proves a swap of authenticator app is the member's own: the current app's code, or the password.
 * A session alone does not (one left open, or stolen, must not move the second step to another phone).
 */
export const TotpSwapProofSchema = Type.Object({
  currentCode: Type.Optional(Code),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TotpSwapProof = Static<typeof TotpSwapProofSchema>;

export const staffTotpStart = ownAccount.post('/api/admin/me/two-step', {
  summary: 'Starts turning on two-step sign-in, or moving it to another app: a new secret to scan',
  description:
    "With two-step sign-in on, the body must prove the member's hand: the current app's code or the password.",
  body: TotpSwapProofSchema,
  response: TotpEnrolmentSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.INVALID_CREDENTIALS], ...THROTTLED },
});

export const staffTotpConfirm = ownAccount.put('/api/admin/me/two-step', {
  summary: "Turns two-step sign-in on with the app's first code (a swap of app ends the member's other sessions)",
  body: Type.Object({ code: Code }),
  response: StaffMemberSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.INVALID_CREDENTIALS] },
});
