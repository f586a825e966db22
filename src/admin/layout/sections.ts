import { ROLES_FOR, type StaffRole } from '../../universal/staff-roles';
import type { AdminMessageId } from '../i18n/load-messages';

/** A part of the console, and the roles that may use it (the server checks them again on every call). */
export interface Section {
  key:
    | 'dashboard'
    | 'products'
    | 'orders'
    | 'returns'
    | 'customers'
    | 'reviews'
    | 'promotions'
    | 'synonyms'
    | 'categories'
    | 'reports'
    | 'audit'
    | 'settings'
    | 'deliveryTerms'
    | 'mailWords'
    | 'staff'
    | 'account';
  path: string;
  label: AdminMessageId;
  roles: readonly StaffRole[];
}

/**
 * The console's sections, in the navigation's order. Owners see all; support sees orders, customers and
 * products (to read); the catalogue role sees products.
 */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '/', label: 'nav.dashboard', roles: ROLES_FOR.anyone },
  { key: 'products', path: '/products', label: 'nav.products', roles: ROLES_FOR.products },
  { key: 'orders', path: '/orders', label: 'nav.orders', roles: ROLES_FOR.orders },
  { key: 'returns', path: '/returns', label: 'nav.returns', roles: ROLES_FOR.returns },
  { key: 'customers', path: '/customers', label: 'nav.customers', roles: ROLES_FOR.customers },
  { key: 'reviews', path: '/reviews', label: 'nav.reviews', roles: ROLES_FOR.reviews },
  { key: 'promotions', path: '/promotions', label: 'nav.promotions', roles: ROLES_FOR.promotions },
  { key: 'synonyms', path: '/search-synonyms', label: 'nav.synonyms', roles: ROLES_FOR.catalogue },
  { key: 'categories', path: '/categories', label: 'nav.categories', roles: ROLES_FOR.catalogue },
  { key: 'reports', path: '/reports', label: 'nav.reports', roles: ROLES_FOR.reports },
  { key: 'audit', path: '/audit', label: 'nav.audit', roles: ROLES_FOR.audit },
  { key: 'settings', path: '/settings', label: 'nav.settings', roles: ROLES_FOR.settings },
  { key: 'deliveryTerms', path: '/delivery-terms', label: 'nav.deliveryTerms', roles: ROLES_FOR.deliveryTerms },
  // The mails' words are the shop's settings, and their API is the settings' owners' (contracts/admin/mail-words).
  { key: 'mailWords', path: '/mail-words', label: 'nav.mailWords', roles: ROLES_FOR.settings },
  { key: 'staff', path: '/staff', label: 'nav.staff', roles: ROLES_FOR.staff },
  { key: 'account', path: '/account', label: 'nav.account', roles: ROLES_FOR.anyone },
];

export const sectionsFor = (role: StaffRole): Section[] => SECTIONS.filter((section) => section.roles.includes(role));

export const mayUse = (role: StaffRole, roles: readonly StaffRole[]): boolean => roles.includes(role);

export const ROLE_LABEL: Record<StaffRole, AdminMessageId> = {
  owner: 'role.owner',
  catalogue: 'role.catalogue',
  support: 'role.support',
};
