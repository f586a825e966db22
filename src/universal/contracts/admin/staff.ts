import { Type } from 'typebox';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR, STAFF_ROLES, type StaffRole } from '../../staff-roles';
import { staffEndpoints } from './console';
import { StaffDeviceSchema, StaffMemberSchema } from './staff-auth';
import { LegalLocaleSchema } from '../legal';

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

const staffEndpoint = staffEndpoints(ROLES_FOR.staff);

/** One member's sessions: an owner's to see and end, and each member's own. */
const memberSessions = staffEndpoints(ROLES_FOR.anyone).with({
  params: StaffId,
  failures: { 404: [ERROR_CODES.NOT_FOUND] },
});

export const listStaff = staffEndpoint.get('/api/admin/staff', {
  summary: 'Every staff member',
  response: Type.Array(StaffListEntrySchema),
});

export const inviteStaff = staffEndpoint.post('/api/admin/staff', {
  summary: "Invites a staff member: a mail with a link to set a password, in the inviting console's language",
  body: Type.Object({
    email: Type.String({ maxLength: 254 }),
    name: Type.String({ maxLength: 100 }),
    role: Role,
    /** The language the inviting owner's console is in: the invitation is written in it (default English). */
    language: Type.Optional(LegalLocaleSchema),
  }),
  status: 201,
  response: StaffListEntrySchema,
  failures: { ...INVALID, 409: [ERROR_CODES.EMAIL_TAKEN] },
});

export const listStaffSessions = memberSessions.get('/api/admin/staff/:id/sessions', {
  summary: "A staff member's live sessions (a member may list their own)",
  response: Type.Array(StaffDeviceSchema),
});

export const endStaffSessions = memberSessions.delete('/api/admin/staff/:id/sessions', {
  summary: "Ends every session of a staff member (an owner's, or one's own)",
  response: Type.Object({ ended: Type.Integer() }),
});
