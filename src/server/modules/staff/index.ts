// The staff module's face (issue 35): the console's guard, who is acting, staff accounts and sessions.
// It owns staff, staff_sessions and staff_password_links (see db/table-owners.ts). Other modules import
// from here only.
export { currentStaff, type SignedInStaff, type StaffActor, staffActor, staffGuard } from './staff-guard';
