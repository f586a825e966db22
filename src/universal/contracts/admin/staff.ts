import { Type } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { ROLES_FOR, STAFF_ROLES, type StaffRole } from '../../staff-roles';
import { StaffDeviceSchema, StaffMemberSchema } from './staff-auth';

/** Owners manage staff (issue 35): the list, invitations by mail, and every member's sessions. */

const Role = Type.Unsafe<StaffRole>(Type.String({ enum: [...STAFF_ROLES] }));
const StaffId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const StaffListEntrySchema = Type.Intersect([
  StaffMemberSchema,
  Type.Object({
    invited: Type.Boolean({ description: 'No password set yet' }),
    disabled: Type.Boolean(),
    sessions: Type.Integer({ description: 'Live sessions' }),
  }),
]);

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Every staff member',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.staff,
  response: Type.Array(StaffListEntrySchema),
  failures: { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] },
});

export const inviteStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff',
  summary: 'Invites a staff member: a mail with a link to set a password',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.staff,
  body: Type.Object({ email: Type.String({ maxLength: 254 }), name: Type.String({ maxLength: 100 }), role: Role }),
  status: 201,
  response: StaffListEntrySchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    401: [ERROR_CODES.SESSION_EXPIRED],
    403: [ERROR_CODES.FORBIDDEN],
    409: [ERROR_CODES.EMAIL_TAKEN],
  },
});

export const listStaffSessions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff/:id/sessions',
  summary: "A staff member's live sessions (a member may list their own)",
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.anyone,
  params: StaffId,
  response: Type.Array(StaffDeviceSchema),
  failures: { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN], 404: [ERROR_CODES.NOT_FOUND] },
});

export const endStaffSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/staff/:id/sessions',
  summary: "Ends every session of a staff member (an owner's, or one's own)",
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.anyone,
  params: StaffId,
  response: Type.Object({ ended: Type.Integer() }),
  failures: { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN], 404: [ERROR_CODES.NOT_FOUND] },
});
