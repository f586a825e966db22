/**
 * Renders the staff console as the browser runs it (its store, providers and routes) at a URL, in a
 * memory router. Pair it with `mockApi` (src/test/mock-api.ts) and the fetch-enabled jsdom
 * environment, as the shop's screen tests do.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { StaffMember } from '../../core/contracts/admin/staff-auth';
import { AdminProviders, AdminRoutes } from '../AdminApp';
import type { AdminLocale } from '../i18n/locale';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { STAFF_KEY, TOKEN_KEY } from '../session';
import { createAdminStore } from '../store';

export const STAFF_TOKEN = 'staff-token';

/** A Storage kept in memory, so tests never share jsdom's. */
export class MemoryStorage implements Storage {
  private entries = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  get length(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

export const owner: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000001',
  email: 'owner@shop.example',
  name: 'Nour Owner',
  role: 'owner',
  twoStep: true,
};
export const support: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000002',
  email: 'sam@shop.example',
  name: 'Sam Support',
  role: 'support',
  twoStep: false,
};
export const catalogueStaff: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000003',
  email: 'cat@shop.example',
  name: 'Cat Alogue',
  role: 'catalogue',
  twoStep: false,
};

/**
 * Screen widths for MUI's useMediaQuery: jsdom has no matchMedia, so the console would always lay out
 * as on a phone. Understands the (min-width) and (max-width) queries the theme's breakpoints write.
 */
export function setScreenWidth(width: number): void {
  const matches = (query: string) =>
    query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((part) => {
        const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
        if (!found) return false;
        const limit = Number(found[2]);
        return found[1] === 'min' ? width >= limit : width <= limit;
      });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Every path shows itself, so a test can see where the console went. */
function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

export interface RenderAdminOptions {
  /** The first URL, inside /admin (default '/'). */
  at?: string;
  /** Starts signed in as this member, with STAFF_TOKEN. */
  signedInAs?: StaffMember;
  locale?: AdminLocale;
  /** Where the language choice is kept (default: a new one in memory). */
  localStore?: Storage;
}

/** Each console language's catalog, as the console loads it. */
const CATALOGS: Readonly<Record<AdminLocale, typeof en>> = { en, ar };

export function renderAdmin({
  at = '/',
  signedInAs,
  locale = 'en',
  localStore = new MemoryStorage(),
}: RenderAdminOptions = {}) {
  const sessionStore = new MemoryStorage(
    signedInAs ? { [TOKEN_KEY]: STAFF_TOKEN, [STAFF_KEY]: JSON.stringify(signedInAs) } : {},
  );
  const store = createAdminStore(sessionStore);
  const user = userEvent.setup();
  const view = render(
    <AdminProviders store={store} locale={locale} messages={CATALOGS[locale]} storage={localStore}>
      <MemoryRouter initialEntries={[at]}>
        <AdminRoutes />
        <WhereAmI />
      </MemoryRouter>
    </AdminProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, user, sessionStore, localStore, location };
}
