/**
 * The staff console's roles (issue 35). Each admin endpoint's contract names the roles that may call it;
 * the server checks them on every request and `staff-access.test` walks every role against every route.
 *   owner      everything, including staff and the audit trail
 *   catalogue  products, variants, stock, prices, pictures
 *   support    orders, customers, returns, reviews; products read-only
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Who may do what, by area: the contracts name these, never a list of their own. */
export const ROLES_FOR = {
  /** Any signed-in staff member: their own account, sessions and two-step sign-in. */
  anyone: STAFF_ROLES,
  orders: ['owner', 'support'],
  customers: ['owner', 'support'],
  returns: ['owner', 'support'],
  reviews: ['owner', 'support'],
  /** Promo codes: their terms, limits and uses. */
  promotions: ['owner', 'catalogue'],
  /** Changing products, variants, stock, prices, pictures. */
  catalogue: ['owner', 'catalogue'],
  /** Reading products and stock: support answers shoppers' questions about them. */
  products: ['owner', 'catalogue', 'support'],
  staff: ['owner'],
  audit: ['owner'],
  /** Sales reports and the CSV exports of orders, lines, customers and products: the shop's figures and its data in bulk. */
  reports: ['owner'],
  /** Exchange rates; regions, shipping, tax and the shop's details to read. */
  settings: ['owner'],
  /** Regions, their countries' tax, delivery options and rates, cash on delivery (issue 52). */
  deliveryTerms: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Staff sessions last 12 hours, then the member signs in again. */
export const STAFF_SESSION_HOURS = 12;

/** Owners must use two-step sign-in; the other roles may. */
export const roleNeedsTwoStep = (role: StaffRole): boolean => role === 'owner';
